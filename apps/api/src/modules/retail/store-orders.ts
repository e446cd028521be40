import type { AdminPickupOrder, InvoiceRequest, STORE_PICKUP_ACTIONS } from '@salon/contract';
import type { CounterMethod, PickupOrderStatus } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { customerSummariesOf } from '#api/modules/customer/service';
import { type CheckoutInvoiceDeps, checkInvoiceChoice } from '#api/modules/invoices/checkout';
import { paidByOrder } from '#api/modules/payments/record';
import type { StaffScope } from '#api/modules/scope';
import { loadOrderParts } from './parts';
import * as repo from './repository';
import type { RetailDeps } from './service';
import { changeStatus } from './status';
import { toStorePickupOrder } from './views';

/** The store's side of its pickup orders: the list, and its staff's actions. */

/** The store's orders, newest first, optionally of one status. */
export async function storePickupOrders(
  deps: RetailDeps,
  { store }: StaffScope,
  query: { status?: PickupOrderStatus; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listStoreOrders(deps.db, store.id, query);
  const [parts, customers, paid] = await Promise.all([
    loadOrderParts(
      deps.db,
      rows.map((r) => r.id),
    ),
    customerSummariesOf(
      deps.db,
      store.id,
      rows.map((r) => r.customerId),
    ),
    paidByOrder(
      deps.db,
      'PickupOrder',
      rows.map((r) => r.id),
    ),
  ]);
  return {
    orders: rows.flatMap((r) => {
      const customer = customers.get(r.customerId);
      return customer ? [toStorePickupOrder(r, parts, customer, paid.get(r.id) ?? 0)] : [];
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * A staff action on an order, recorded as done by the store (its actor) at `now`. A close gives the stock back
 * exactly once (the conditional status change); an action the status no longer allows is a 409
 * naming the status the order is in. The retail module's status path owns its transaction: the
 * audit entry follows the change it made.
 */
export async function changeOrderStatus(
  deps: RetailDeps & CheckoutInvoiceDeps,
  scope: StaffScope,
  body: {
    pickId: string;
    action: (typeof STORE_PICKUP_ACTIONS)[number];
    method?: CounterMethod;
    invoice?: InvoiceRequest;
  },
): Promise<AdminPickupOrder> {
  // Picked up: the customer's barcode or donation code is checked at the provider before money is taken.
  const invoice = body.action === 'pickUp' ? body.invoice : undefined;
  await checkInvoiceChoice(deps, scope, invoice);
  const changed = await changeStatus(deps, scope, body.pickId, body.action, body.method, invoice);
  if (!changed) {
    const current = await repo.findOrder(deps.db, scope.store.id, body.pickId);
    if (!current) throw new ApiError('PICKUP_ORDER_NOT_FOUND');
    throw new ApiError('ORDER_STATUS_CONFLICT', { data: { status: current.status } });
  }
  const row = await repo.findOrder(deps.db, scope.store.id, body.pickId);
  const customer = row && (await customerSummariesOf(deps.db, scope.store.id, [row.customerId])).get(row.customerId);
  if (!row || !customer) throw new ApiError('PICKUP_ORDER_NOT_FOUND');
  const paid = (await paidByOrder(deps.db, 'PickupOrder', [row.id])).get(row.id) ?? 0;
  const after = toStorePickupOrder(row, await loadOrderParts(deps.db, [row.id]), customer, paid);
  await recordChange(deps.db, scope, {
    operation: 'staffPickupOrderStatus',
    entity: 'pickupOrder',
    entityId: row.id,
    after,
  });
  return after;
}

/** A customer's latest pickup orders for the staff's customer page, each with what the payments record says was paid. */
export async function recentPickupOrdersOf(db: Tx, storeId: string, customerId: string) {
  const rows = await repo.recentOfCustomer(db, storeId, customerId);
  const paid = await paidByOrder(
    db,
    'PickupOrder',
    rows.map((r) => r.id),
  );
  return rows.map((o) => ({
    ...o,
    pickupTime: o.pickupTime ? toSeconds(o.pickupTime) : null,
    createdAt: toSeconds(o.createdAt),
    paidAmount: paid.get(o.id) ?? 0,
  }));
}
