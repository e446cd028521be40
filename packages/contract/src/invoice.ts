import {
  CARRIER_TYPES,
  DONATION_CODE,
  INVOICE_PROVIDERS,
  type InvoiceChoice,
  isValidCarrierId,
  isValidTaxId,
} from '@salon/domain';
import { z } from 'zod';
import { unixSeconds } from './bounds';
import { storeCodeParam } from './store';

/**
 * The customer's e-invoice choice at a checkout: a carrier, a company's tax ID with its name, a
 * donation code, or nothing (a printed proof). One of them at most.
 */
export const invoiceRequest = z
  .object({
    carrier: z
      .object({
        type: z.enum(CARRIER_TYPES, { message: '載具類型不正確' }),
        id: z.string().trim().min(1, { message: '請輸入載具號碼' }).max(64),
      })
      .refine((c) => isValidCarrierId(c.type, c.id), {
        message: '載具號碼格式不正確（手機條碼為 / 加 7 碼英數字）',
        path: ['id'],
      })
      .optional(),
    taxId: z
      .string()
      .trim()
      .max(8, { message: '統一編號須為 8 位數字' })
      .regex(/^[0-9]{8}$/, { message: '統一編號須為 8 位數字' })
      .refine(isValidTaxId, { message: '統一編號不正確（檢查碼不符）' })
      .optional(),
    buyer: z
      .string()
      .trim()
      .min(1, { message: '請輸入買受人名稱' })
      .max(60, { message: '買受人名稱最多 60 字' })
      .optional(),
    donationCode: z
      .string()
      .trim()
      .max(7, { message: '捐贈碼須為 3–7 位數字' })
      .regex(DONATION_CODE, { message: '捐贈碼須為 3–7 位數字' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const chosen = [v.carrier, v.taxId, v.donationCode].filter((x) => x !== undefined).length;
    if (chosen > 1) ctx.addIssue({ code: 'custom', message: '載具、統一編號與捐贈碼只能擇一', path: [] });
    if (v.taxId !== undefined && v.buyer === undefined)
      ctx.addIssue({ code: 'custom', message: '請輸入買受人名稱', path: ['buyer'] });
  });
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/** The domain's choice from a request (none: a printed proof). */
export function invoiceChoiceOf(request: InvoiceRequest | undefined | null): InvoiceChoice {
  if (request?.carrier) return { kind: 'carrier', carrier: request.carrier };
  if (request?.taxId) return { kind: 'business', taxId: request.taxId, buyer: request.buyer ?? '' };
  if (request?.donationCode) return { kind: 'donation', donationCode: request.donationCode };
  return { kind: 'printed' };
}

export const INVOICE_STATUSES = ['Issued', 'Voided', 'Allowance', 'Failed'] as const;

/** GET /api/staff/invoices: the store's invoices issued (or failing) in a window. */
export const staffInvoicesQuery = z
  .object({
    code: storeCodeParam,
    from: z.coerce.number().pipe(unixSeconds),
    to: z.coerce.number().pipe(unixSeconds),
  })
  .refine((q) => q.to > q.from, { message: '結束時間須晚於開始時間', path: ['to'] })
  .refine((q) => q.to - q.from <= 92 * 86400, { message: '一次最多查詢 92 天', path: ['to'] });

export const staffInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  bookingId: z.string().optional(),
  pickupOrderId: z.string().optional(),
  amount: z.int(),
  status: z.enum(INVOICE_STATUSES),
  /** Unix seconds it was issued (or last tried, while it fails). */
  at: z.int(),
  /** The carrier's id, the tax ID or the donation code; empty for a printed proof. */
  choice: z.string(),
  choiceKind: z.enum(['printed', 'carrier', 'business', 'donation']),
  randomCode: z.string().nullable(),
  /** Refunded through an allowance (折讓) so far. */
  allowed: z.int(),
  /** Why it failed, while it is Failed. */
  reason: z.string().nullable(),
});
export type StaffInvoice = z.infer<typeof staffInvoice>;

/** The store's e-invoicing as staff read it: the keys are never sent back, only whether they are set. */
export const invoiceSettings = z.object({
  enabled: z.boolean(),
  provider: z.enum(INVOICE_PROVIDERS),
  merchantId: z.string().nullable(),
  keysSet: z.boolean(),
  testMode: z.boolean(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettings>;

/** A change of it (owner): what is sent changes; keys are write-only (null removes them). */
export const invoiceSettingsBody = z
  .object({
    enabled: z.boolean().optional(),
    provider: z.enum(INVOICE_PROVIDERS, { message: '請選擇加值中心' }).optional(),
    merchantId: z
      .string()
      .trim()
      .max(10, { message: '商店代號須為 7–10 位數字' })
      .regex(/^[0-9]{7,10}$/, { message: '商店代號須為 7–10 位數字' })
      .nullable()
      .optional(),
    hashKey: z.string().length(16, { message: 'HashKey 須為 16 個字元' }).nullable().optional(),
    hashIv: z.string().length(16, { message: 'HashIV 須為 16 個字元' }).nullable().optional(),
    testMode: z.boolean().optional(),
  })
  .strict();
export type InvoiceSettingsBody = z.infer<typeof invoiceSettingsBody>;

/**
 * An order's e-invoice as its customer sees it (the booking, the pickup order, 消費紀錄): Issuing
 * while the provider has not issued it yet (or refused a try: it is retried), then Issued, Voided
 * (作廢, a cancellation in its period) or Allowance (折讓, part of it refunded).
 */
export const CUSTOMER_INVOICE_STATUSES = ['Issuing', 'Issued', 'Voided', 'Allowance'] as const;
export const customerInvoice = z.object({
  number: z.string().nullable(),
  status: z.enum(CUSTOMER_INVOICE_STATUSES),
  amount: z.int(),
  /** Refunded through allowances so far. */
  allowed: z.int(),
  issuedAt: z.int().nullable(),
  /** How it was given: null while it is being issued with the customer's saved choice (not yet known). */
  kind: z.enum(['printed', 'carrier', 'business', 'donation']).nullable(),
  carrierType: z.enum(CARRIER_TYPES).nullable(),
  /** The carrier's id, the tax ID or the donation code; empty for a printed proof. */
  choice: z.string(),
});
export type CustomerInvoice = z.infer<typeof customerInvoice>;

/** The customer's remembered choice (their profile), or null for a printed proof. */
export const savedInvoiceChoice = z.object({ invoice: invoiceRequest.nullable() });
