import type { OrderActor, OrderKind } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import type { PaymentRow } from '#api/db/rows';
import type { Actor } from '#api/http/actor';
import type { OnlinePayments } from '#api/platform/payments/index';

/** What the order use cases need of the app. */
export interface OrderDeps {
  db: Db;
  payments: OnlinePayments;
}

/** One order: a booking or a pickup order, by its id. */
export interface OrderRef {
  kind: OrderKind;
  id: string;
}

/**
 * What each kind of order tells the owner about itself when an online payment of it is paid: its
 * row locked (before the payment, the order a cancel takes them in, so the two never deadlock),
 * and whether it took the money (it was still waiting for it). An order that no longer waits has
 * the payment refunded whole.
 */
export interface PaidOrderKind<Row> {
  lock(tx: Tx, storeId: string, orderId: string): Promise<Row | null>;
  confirmPaid(tx: Tx, order: Row, payment: PaymentRow, now: number): Promise<boolean>;
}

/**
 * Who an order's history says moved it, for the actor: the store's staff act as the store, the
 * system (a job, the sweeper) as itself; a customer, or nobody holding the order's id (the id is
 * the capability), as the customer.
 */
export function movedBy(actor: Actor): OrderActor {
  if (actor.kind === 'staff') return 'store';
  return actor.kind === 'system' ? 'system' : 'customer';
}
