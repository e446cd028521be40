import type { MyPickupOrder, UpdatePickupOrderRequest } from '@salon/contract';
import { OPEN_PICKUP_STATUSES, pickupTransition } from '@salon/domain';
import type { PickupOrderRow, StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import type { CustomerScope } from '#api/modules/scope';
import { pickupOrderNotFound } from './errors';
import { loadOrderParts } from './parts';
import * as repo from './repository';
import { at } from './repository';
import { assertPickupTime, type RetailDeps } from './service';
import { changeStatus } from './status';
import { toMyPickupOrder } from './views';

/** The customer's changes of an order: a new pickup time or notes, or a cancel. */

async function ownOrder(deps: RetailDeps, store: StoreRow, customerId: string, pickId: string) {
  const row = await repo.findOrder(deps.db, store.id, pickId);
  if (!row || row.customerId !== customerId) throw pickupOrderNotFound();
  return row;
}

/**
 * The customer's change of an order: cancel (only while not ready; a repeat of a cancel answers
 * the cancelled order, and the stock comes back once), or a new pickup time and notes (while the
 * order is open).
 */
export async function updatePickupOrder(
  deps: RetailDeps,
  scope: CustomerScope,
  body: UpdatePickupOrderRequest,
): Promise<MyPickupOrder> {
  const { store, now, actor } = scope;
  const row = await ownOrder(deps, store, actor.customer.id, body.pickId);
  if (body.cancel) return cancelByCustomer(deps, scope, row);
  if (body.pickupTime !== undefined) assertPickupTime(store, now, body.pickupTime);
  const updated = await repo.updateOpenOrder(deps.db, row.id, OPEN_PICKUP_STATUSES, {
    ...(body.pickupTime !== undefined ? { pickupTime: body.pickupTime === null ? null : at(body.pickupTime) } : {}),
    ...(body.customerNotes !== undefined ? { customerNotes: body.customerNotes.trim() } : {}),
    updatedAt: at(now),
  });
  if (!updated) throw new ApiError('UPDATE_FAILED');
  return toMyPickupOrder(updated, await loadOrderParts(deps.db, [row.id]));
}

async function cancelByCustomer(deps: RetailDeps, scope: CustomerScope, row: PickupOrderRow) {
  const { store } = scope;
  const changed = await changeStatus(deps, scope, row.id, 'cancel');
  if (changed) return changed;
  const current = (await repo.findOrder(deps.db, store.id, row.id)) ?? row;
  if (current.status === 'Cancelled') return toMyPickupOrder(current, await loadOrderParts(deps.db, [row.id]));
  const open = pickupTransition(current.status, 'close') !== null;
  throw new ApiError('CANCEL_NOT_ALLOWED', { stateConflict: !open, data: { status: current.status } });
}
