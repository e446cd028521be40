import type { AdminPickupOrder, STORE_PICKUP_ACTIONS } from '@salon/contract';
import type { PickupOrderStatus } from '@salon/domain';
import { ApiError } from '#api/http/errors';
import * as retailRepo from '#api/modules/retail/repository';
import type { RetailDeps, StoreScope } from '#api/modules/retail/service';
import { changeStatus } from '#api/modules/retail/writes';
import * as repo from './repository';
import { toAdminPickupOrder } from './views';

/** The store's orders, newest first, optionally of one status. */
export async function storePickupOrders(
  deps: RetailDeps,
  { store }: Pick<StoreScope, 'store'>,
  query: { status?: PickupOrderStatus; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listStoreOrders(deps.db, store.id, query);
  const parts = await retailRepo.loadOrderParts(
    deps.db,
    rows.map((r) => r.order.id),
  );
  return {
    orders: rows.map((r) => toAdminPickupOrder(r.order, parts, r.customer)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * A staff action on an order, recorded as done by the store at `now`. A close gives the stock back
 * exactly once (retail's conditional status change); an action the status no longer allows is a
 * 409 naming the status the order is in.
 */
export async function changeOrderStatus(
  deps: RetailDeps,
  scope: StoreScope,
  body: { pickId: string; action: (typeof STORE_PICKUP_ACTIONS)[number] },
): Promise<AdminPickupOrder> {
  const changed = await changeStatus(deps, scope, body.pickId, body.action, 'store');
  const current = changed ? null : await retailRepo.findOrder(deps.db, scope.store.id, body.pickId);
  if (!changed && !current) throw new ApiError('PICKUP_ORDER_NOT_FOUND');
  if (!changed) throw new ApiError('ORDER_STATUS_CONFLICT', { data: { status: current?.status } });
  const row = await retailRepo.findOrder(deps.db, scope.store.id, body.pickId);
  const customer = await repo.orderCustomer(deps.db, scope.store.id, body.pickId);
  if (!row || !customer) throw new ApiError('PICKUP_ORDER_NOT_FOUND');
  return toAdminPickupOrder(row, await retailRepo.loadOrderParts(deps.db, [row.id]), customer);
}
