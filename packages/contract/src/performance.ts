import { BRACKET_MODES, bracketsProblem, PERFORMANCE_KINDS } from '@salon/domain';
import { z } from 'zod';
import { unixSeconds } from './bounds';
import { storeCodeParam } from './store';

/**
 * Designers' 業績 and commission (issue 40): what each designer served and sold in a window, read
 * from the payments record by payment time, and the commission the store's rules give it.
 */

const DAY = 86400;

export const performanceQuery = z
  .object({
    code: storeCodeParam,
    from: z.coerce.number().pipe(unixSeconds),
    to: z.coerce.number().pipe(unixSeconds),
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
  /** Her share as the assistant on another designer's service: commission only, no 業績 (the service is the designer's). */
  asAssistant: z.boolean(),
});
export type PerformanceLineView = z.infer<typeof performanceLine>;

export const staffPerformance = z.object({
  from: z.int(),
  to: z.int(),
  /** The window is a month closed for payroll: when it was closed (unix s); else null. */
  closedAt: z.int().nullable(),
  designers: z.array(designerPerformance),
  lines: z.array(performanceLine),
});
export type StaffPerformance = z.infer<typeof staffPerformance>;

// ---- the store's commission rules (owner) -------------------------------------------------------

const percent = z
  .int({ message: '請輸入 0 到 100 的整數' })
  .min(0, '請輸入 0 到 100 的整數')
  .max(100, '請輸入 0 到 100 的整數');
const dollars = z.int({ message: '請輸入整數金額' }).min(0, '金額不能小於 0').max(100_000_000, '金額過大');
const id = z.string().min(1).max(64);

export const serviceRates = z.object({ requested: percent, assigned: percent });

export const materialCost = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: dollars }),
  z.object({ kind: z.literal('share'), percent }),
]);

const BRACKET_TEXTS = { order: '級距的起點須由小到大、不可重複', falling: '較高級距的加成不能低於較低級距' } as const;

export const bracket = z.object({ from: dollars, bonus: percent });

/** A rule set as the owner saves it: rates in whole percents, from a local date on. */
export const commissionRulesBody = z.object({
  /** The local day (store's zone) it applies from, 'yyyy-MM-dd'. */
  effectiveFrom: z
    .string()
    .max(10, '請選擇生效日期')
    .regex(/^\d{4}-\d{2}-\d{2}$/, '請選擇生效日期'),
  service: serviceRates,
  categories: z.record(id, serviceRates).refine((r) => Object.keys(r).length <= 50, '分類太多'),
  retail: percent,
  wallet: percent,
  bracketMode: z.enum(BRACKET_MODES, { message: '請選擇整筆或分段計算' }),
  brackets: z
    .array(bracket)
    .max(10, '最多 10 個級距')
    .superRefine((brackets, ctx) => {
      const problem = bracketsProblem(brackets);
      if (problem) ctx.addIssue({ code: 'custom', message: BRACKET_TEXTS[problem] });
    }),
  materials: z.record(id, materialCost).refine((r) => Object.keys(r).length <= 200, '服務太多'),
  assistantShare: percent,
});
export type CommissionRulesBody = z.infer<typeof commissionRulesBody>;

/** A saved set: the body's rules, the day it applies from (unix s of its start) and who saved it when. */
export const commissionRuleSet = commissionRulesBody.omit({ effectiveFrom: true }).extend({
  effectiveFrom: z.int(),
  savedAt: z.int(),
});
export type CommissionRuleSet = z.infer<typeof commissionRuleSet>;

export const performanceClosing = z.object({ month: z.string(), closedAt: z.int() });

/** The store's rule sets, newest first, and the months closed for payroll. */
export const performanceRules = z.object({
  sets: z.array(commissionRuleSet),
  closed: z.array(performanceClosing),
  /** The names of the store's service categories and services, by id (what the rates and material costs name). */
  names: z.object({ categories: z.record(z.string(), z.string()), services: z.record(z.string(), z.string()) }),
});
export type PerformanceRules = z.infer<typeof performanceRules>;

export const closeMonthBody = z.object({
  month: z
    .string()
    .max(7, '請選擇月份')
    .regex(/^\d{4}-\d{2}$/, '請選擇月份'),
});

/** Name (or clear, null) the assistant on a booking: another designer of the store, not one serving it. */
export const bookingAssistantBody = z.object({
  bookingId: z.string().min(1).max(64),
  assistantId: z.string().min(1, '請選擇助理').max(64).nullable(),
});
export type BookingAssistantBody = z.infer<typeof bookingAssistantBody>;

export const bookingAssistant = z.object({ bookingId: z.string(), assistantId: z.string().nullable() });
