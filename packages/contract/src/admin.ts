import { COUNTER_METHODS, ORDER_ACTORS, type PickupOrderAction } from '@salon/domain';
import { z } from 'zod';
import { invoiceRequest } from './invoice';
import { myPickupOrder, pickupOrderStatus } from './retail';
import { storeCodeParam } from './store';

/**
 * The store's back-office: what staff do with pickup orders (mark ready, handed over, close).
 * Called with the `x-admin-key` header; never by the customer app.
 */

export const adminPickupOrderQuery = z.object({
  code: storeCodeParam,
  status: pickupOrderStatus.optional(),
  page: z.coerce.number().pipe(z.int().min(1).max(10_000)).default(1),
  pageSize: z.coerce.number().pipe(z.int().min(1).max(100)).default(50),
});

/** An order as the store sees it: with who ordered (the store's own customer) and who changed it last. */
export const adminPickupOrder = myPickupOrder.extend({
  customer: z.object({ id: z.string(), lastName: z.string(), phone: z.string().nullable() }),
  statusChangedBy: z.enum(ORDER_ACTORS),
  statusChangedAt: z.int(),
  /** What the payments record says was paid (online, the wallet's rows, at pickup); `payment.due` is what is left. */
  paid: z.int(),
});
export type AdminPickupOrder = z.infer<typeof adminPickupOrder>;

export const adminPickupOrderPage = z.object({
  orders: z.array(adminPickupOrder),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

/** The store's actions; a customer's cancel goes through PUT /bookings/pickupOrders. */
export const STORE_PICKUP_ACTIONS = ['ready', 'pickUp', 'close'] as const satisfies readonly PickupOrderAction[];

export const adminPickupStatusBody = z.object({
  pickId: z.string().min(1).max(64),
  action: z.enum(STORE_PICKUP_ACTIONS),
  /** Picked up (pickUp): the counter method the amount due is taken by (default: the order's own, when paid at the store). */
  method: z.enum(COUNTER_METHODS).optional(),
  /** Picked up and paid here: the customer's e-invoice (none: their saved choice); remembered for next time. */
  invoice: invoiceRequest.optional(),
});
