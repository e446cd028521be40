import { COUNTER_METHODS, DISCOUNT_REASON_MAX, MAX_COUNTER_SPLITS } from '@salon/domain';
import { z } from 'zod';
import { bookingStatus } from './bookings';
import { MONEY_MAX } from './bounds';
import { invoiceRequest } from './invoice';
import { storeCodeParam } from './store';
import { orderPayment, serviceTicket, valueCard, walletVoucher } from './wallet';

/** The counter: an arrived booking's bill settled at the counter, with retail sold with it. */

const bookingId = z.string().min(1).max(64);

export const counterQuery = z.object({ code: storeCodeParam, bookingId });

export const counterCheckoutBody = z.object({
  bookingId,
  retail: z
    .array(
      z.object({
        itemId: z.string().min(1).max(64),
        quantity: z
          .int({ message: '數量須為整數' })
          .min(1, { message: '數量至少 1' })
          .max(99, { message: '數量最多 99' }),
      }),
    )
    .max(30)
    .default([]),
  customerVoucherId: z.uuid({ message: '優惠券編號不正確' }).optional(),
  customerValueCardId: z.uuid({ message: '儲值卡編號不正確' }).optional(),
  customerServiceTicketId: z.uuid({ message: '服務券編號不正確' }).optional(),
  /** One counter method for the whole rest (kept for older clients); or `payments` below. */
  method: z.enum(COUNTER_METHODS).optional(),
  /** The rest split between counter methods (cash and the card terminal): their sum must be what is due. */
  payments: z
    .array(
      z.object({
        method: z.enum(COUNTER_METHODS),
        amount: z
          .int({ message: '金額須為整數' })
          .min(1, { message: '金額至少 $1' })
          .max(MONEY_MAX, { message: '金額最多 $1,000,000' }),
      }),
    )
    .min(1)
    .max(MAX_COUNTER_SPLITS, { message: `最多 ${MAX_COUNTER_SPLITS} 種付款方式` })
    .optional(),
  /** A manual discount (owner and manager): dollars off what is left, with its reason, audited. */
  discount: z
    .object({
      amount: z
        .int({ message: '折扣須為整數' })
        .min(1, { message: '折扣至少 $1' })
        .max(MONEY_MAX, { message: '折扣最多 $1,000,000' }),
      reason: z.string().trim().min(2, { message: '請填寫折扣原因' }).max(DISCOUNT_REASON_MAX),
    })
    .optional(),
  /** Cash handed over by the customer (for the change due on the receipt); at least the cash part. */
  tendered: z
    .int({ message: '收現金額須為整數' })
    .min(0, { message: '收現金額不可為負' })
    .max(MONEY_MAX, { message: '收現金額最多 $1,000,000' })
    .optional(),
  /** The customer's e-invoice choice (none: their saved one, else a printed proof); remembered for next time. */
  invoice: invoiceRequest.optional(),
});
export type CounterCheckoutBody = z.infer<typeof counterCheckoutBody>;

/** The bill as it would be (quote) or was (receipt). */
export const counterBill = z.object({
  lines: z.array(z.object({ name: z.string(), price: z.int(), quantity: z.int() })),
  servicesTotal: z.int(),
  retailTotal: z.int(),
  /** What the wallet took: vouchers' and ticket's dollars off, the card's part, what the method pays. */
  payment: orderPayment,
  paidBefore: z.int(),
  /** The manual discount given at the counter (part of `payment.discount`), with its reason. */
  manualDiscount: z.object({ amount: z.int(), reason: z.string() }).nullable(),
});
export type CounterBill = z.infer<typeof counterBill>;

export const counterReceipt = counterBill.extend({
  bookingId: z.string(),
  status: bookingStatus,
  at: z.int(),
  method: z.enum(COUNTER_METHODS),
  /** Taken by the method now. */
  taken: z.int(),
  staffName: z.string().nullable(),
  /** Each counter method's row of the payments record (two methods on one bill: two rows). */
  payments: z.array(z.object({ method: z.enum(COUNTER_METHODS), amount: z.int() })),
  /** Cash handed over and the change given back, when recorded. */
  tendered: z.int().nullable(),
  change: z.int().nullable(),
});
export type CounterReceipt = z.infer<typeof counterReceipt>;

/** What the counter starts from: the booking, the customer's wallet and the retail on the shelf. */
export const counterView = z.object({
  booking: z.object({
    id: z.string(),
    status: bookingStatus,
    startTime: z.int(),
    customer: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
    services: z.array(z.object({ name: z.string(), designer: z.string(), price: z.int() })),
    total: z.int(),
    /** Paid before the counter (an online deposit or payment, a value card at booking). */
    paidBefore: z.int(),
  }),
  wallet: z.object({
    vouchers: z.array(walletVoucher),
    valueCards: z.array(valueCard),
    serviceTickets: z.array(serviceTicket),
  }),
  retail: z.array(z.object({ id: z.string(), name: z.string(), price: z.int(), stock: z.int() })),
  /** Already settled: its receipt (a second checkout is refused). */
  receipt: counterReceipt.nullable(),
});
export type CounterView = z.infer<typeof counterView>;
