import { ONLINE_PAYMENT_METHODS, PAYMENT_STATUSES } from '@salon/domain';
import { z } from 'zod';
import { invoiceRequest } from './invoice';

/** An online payment of an order, as the customer sees it: where and until when to pay, what came back. */
export const onlinePayment = z.object({
  paymentId: z.string(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  amount: z.int(),
  refunded: z.int(),
  status: z.enum(PAYMENT_STATUSES),
  /** Unix seconds: the order's hold; unpaid after it, the order lapses. */
  payBy: z.int(),
  /** The provider's page to pay on, while pending. */
  redirectUrl: z.string().nullable(),
  /** ATM: the virtual account and when the transfer is due. */
  atm: z.object({ bankCode: z.string(), account: z.string(), dueTime: z.int() }).nullable(),
});
export type OnlinePayment = z.infer<typeof onlinePayment>;

/** POST /bookings/payments: pay a booking awaiting payment again, perhaps by another online method. */
export const payBookingRequest = z.object({
  bookingId: z.string().min(1).max(64),
  paymentMethod: z.enum(ONLINE_PAYMENT_METHODS, { message: '請選擇線上付款方式' }),
  /** The e-invoice (none: the customer's saved choice, else a printed proof); remembered for next time. */
  invoice: invoiceRequest.optional(),
});

/** POST /payments/callback/{provider}: what the callback changed. */
export const callbackAnswer = z.object({ paymentId: z.string(), status: z.enum(PAYMENT_STATUSES) });
export const providerParams = z.object({ provider: z.string().min(1).max(32) });
