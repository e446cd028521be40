import type { InvoiceRequest, MyPickupOrder } from '@salon/contract';
import {
  type CounterMethod,
  type PickupOrderAction,
  type PickupOrderStatus,
  pickupActionFrom,
  pickupTransition,
  returnsStock,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import { SYSTEM } from '#api/http/actor';
import { noteInvoiceChoice } from '#api/modules/invoices/service';
import { endOrder } from '#api/modules/orders/end';
import { movedBy } from '#api/modules/orders/kinds';
import { takeOnPickup } from '#api/modules/orders/take';
import type { Scope } from '#api/modules/scope';
import { storesByIds } from '#api/modules/store/service';
import { loadOrderParts } from './parts';
import * as repo from './repository';
import type { RetailDeps } from './service';
import { toMyPickupOrder } from './views';

/**
 * Applies an action to an order: the conditional status update decides (of two concurrent ones,
 * one wins); null when the order's status does not allow it. A cancel or close ends the order
 * through the order module's one end path: the stock comes back in the same transaction, and with
 * it whole what the wallet paid (exactly once), a pending payment expires, and what was paid
 * online is refunded after commit. Every actor's action goes through here (customer, staff as the
 * store, the system), its history saying who (`movedBy`).
 */
export async function changeStatus(
  deps: RetailDeps,
  scope: Scope,
  pickId: string,
  action: PickupOrderAction,
  method?: CounterMethod,
  invoice?: InvoiceRequest,
): Promise<MyPickupOrder | null> {
  const { store, now, actor } = scope;
  const by = movedBy(actor);
  const to = targetOf(action);
  const move = (tx: Tx) =>
    repo.setStatusIf(tx, { pickId, storeId: store.id, from: pickupActionFrom(action), to, by, now });
  const row = returnsStock(to)
    ? await endOrder(deps, { kind: 'PickupOrder', id: pickId }, now, async (tx) => {
        const moved = await move(tx);
        if (!moved) return null;
        await repo.returnStock(tx, store.id, await repo.loadItems(tx, [pickId]));
        return { result: moved, money: { paid: moved.total, refund: moved.total } };
      })
    : to === 'PickedUp'
      ? await deps.db.transaction(async (tx) => {
          // Picked up, an order paid at the store pays the rest there: a row of the payments record.
          const moved = await move(tx);
          if (!moved) return moved;
          await takeOnPickup(tx, scope, moved, method);
          // The e-invoice of what was taken here (the payments record's trigger wrote it), and the customer's choice remembered.
          await noteInvoiceChoice(tx, store.id, { kind: 'PickupOrder', id: moved.id }, moved.customerId, invoice);
          return moved;
        })
      : await move(deps.db);
  if (!row) return null;
  return toMyPickupOrder(row, await loadOrderParts(deps.db, [pickId]));
}

function targetOf(action: PickupOrderAction): PickupOrderStatus {
  const from = pickupActionFrom(action)[0];
  const to = from ? pickupTransition(from, action) : null;
  if (!to) throw new Error(`pickup action without a target: ${action}`);
  return to;
}

/** Closes (by the system) each of `orders`; how many it closed. */
async function closeBySystem(deps: RetailDeps, orders: readonly { id: string; storeId: string }[], now: number) {
  const stores = await storesByIds(
    deps.db,
    orders.map((o) => o.storeId),
  );
  let closed = 0;
  for (const { id, storeId } of orders) {
    const store = stores.get(storeId);
    if (store && (await changeStatus(deps, { store, now, actor: SYSTEM }, id, 'close'))) closed += 1;
  }
  return closed;
}

/** Pickup orders awaiting online payment past their hold are closed by the system. */
export async function lapsePickupHolds(deps: RetailDeps, now: number): Promise<number> {
  return closeBySystem(deps, await repo.lapsedPickupHolds(deps.db, now), now);
}

/**
 * Open orders whose pickup time (or creation, when none was chosen) is before `before` are closed
 * by the system, at most `limit` a run: the store gives up waiting, and the stock comes back once
 * even if the store closes the same order at the same moment.
 */
export async function closeUnpickedOrders(deps: RetailDeps, before: number, now: number, limit: number) {
  return closeBySystem(deps, await repo.findUnpickedOrders(deps.db, before, limit), now);
}
