import { PERFORMANCE_KINDS } from '@salon/domain';
import { z } from 'zod';
import { storeCodeParam } from './store';

/**
 * Designers' 業績 and commission (issue 40): what each designer served and sold in a window, read
 * from the payments record by payment time, and the commission the store's rules give it.
 */

const DAY = 86400;

export const performanceQuery = z
  .object({
    code: storeCodeParam,
    from: z.coerce.number().pipe(z.int().min(0)),
    to: z.coerce.number().pipe(z.int().min(0)),
  })
  .refine((q) => q.to > q.from, { message: '結束時間須晚於開始時間', path: ['to'] })
  .refine((q) => q.to - q.from <= 92 * DAY, { message: '一次最多查詢 92 天', path: ['to'] });

/** One designer's window (integer dollars): the pinned four, then the parts behind them. */
export const designerPerformance = z.object({
  id: z.string(),
  name: z.string(),
  serviceRevenue: z.int(),
  retailRevenue: z.int(),
  commission: z.int(),
  /** Service 業績 the customer chose her for (指定) and assigned to her (不指定). */
  requestedRevenue: z.int(),
  assignedRevenue: z.int(),
  /** Value cards, vouchers and tickets she sold. */
  walletRevenue: z.int(),
  /** Material costs deducted before her rates. */
  material: z.int(),
  /** Of her commission, what she earned as an assistant. */
  assistantCommission: z.int(),
});
export type DesignerPerformance = z.infer<typeof designerPerformance>;

/** A line behind a figure: one payment (or refund) of one thing she served or sold. */
export const performanceLine = z.object({
  id: z.string(),
  designerId: z.string(),
  kind: z.enum(PERFORMANCE_KINDS),
  /** What it was: the service's or the item's name, or the wallet item sold. */
  label: z.string(),
  requested: z.boolean(),
  amount: z.int(),
  material: z.int(),
  commission: z.int(),
  /** When the money moved (unix s). */
  at: z.int(),
  /** The booking (or pickup order, wallet item) it came from. */
  orderId: z.string(),
});
export type PerformanceLineView = z.infer<typeof performanceLine>;

export const staffPerformance = z.object({
  from: z.int(),
  to: z.int(),
  designers: z.array(designerPerformance),
  lines: z.array(performanceLine),
});
export type StaffPerformance = z.infer<typeof staffPerformance>;
