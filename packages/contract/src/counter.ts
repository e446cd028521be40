import { COUNTER_METHODS } from '@salon/domain';
import { z } from 'zod';
import { bookingStatus } from './bookings';
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
  method: z.enum(COUNTER_METHODS),
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
