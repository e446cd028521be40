import { createHash, randomBytes } from 'node:crypto';
import type {
  CreatePickupOrderRequest,
  MyPickupOrder,
  PickupOrderCreated,
  UpdatePickupOrderRequest,
} from '@salon/contract';
import {
  checkRetailItems,
  holdUntil,
  type OnlinePaymentMethod,
  OPEN_PICKUP_STATUSES,
  type PickupOrderAction,
  type PickupOrderActor,
  type PickupOrderStatus,
  type PricedRetailLine,
  pickupActionFrom,
  pickupTransition,
  priceRetailCart,
  retailCartTotal,
  returnsStock,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { openPayment, startPayment } from '#api/modules/payments/service';
import { expirePending, refundOrder } from '#api/modules/payments/settlement';
import { chargeWallet, planWalletPayment, returnWallet, usesWallet } from '#api/modules/wallet/payments';
import { onlineProviderFor, paymentProviderFor } from '#api/platform/payments/index';
import type { StoreRow } from '../store/repository';
import { databaseError, itemsFailed, pickupOrderNotFound, UNIQUE_VIOLATION } from './errors';
import * as repo from './repository';
import { at, type PickupOrderRow } from './repository';
import {
  assertPickupTime,
  assertRetailEnabled,
  assertSamePrices,
  type CustomerScope,
  checkedCart,
  type RetailDeps,
  retailOrderLines,
  type StoreScope,
} from './service';
import { toMyPickupOrder } from './views';

/** Placing, changing and cancelling pickup orders: each one transaction that takes or returns stock. */

const newPickId = () => randomBytes(16).toString('base64url');

function requestHash(body: CreatePickupOrderRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Thrown inside the order's transaction when a conditional stock update finds too few units: rolls it back. */
class StockTaken extends Error {}

// ---- create -------------------------------------------------------------------------------

/**
 * Places a pickup order and takes its stock in one transaction. The order row goes first, so a
 * concurrent duplicate of an idempotency key waits on the key's unique index and never touches
 * stock; each line then takes its units with one conditional update (lines in product order, so
 * two orders never deadlock). Too few units left → the whole order rolls back, STOCK_NOT_ENOUGH
 * with the stock now. A repeat of a key returns the first order; the same key with another
 * request, or a concurrent duplicate, gets DUPLICATED_KEY.
 */
export async function createPickupOrder(
  deps: RetailDeps,
  { store, customer, now }: CustomerScope,
  body: CreatePickupOrderRequest,
  idempotencyKey: string | undefined,
): Promise<PickupOrderCreated> {
  assertRetailEnabled(store);
  const atStore = paymentProviderFor(store.paymentMethods, body.paymentMethod);
  const online = atStore ? null : onlineProviderFor(deps.payments, store.paymentMethods, body.paymentMethod);
  if (!atStore && !online) throw new ApiError('PAYMENT_UNAVAILABLE');
  assertPickupTime(store, now, body.pickupTime);
  const hash = idempotencyKey ? requestHash(body) : null;
  if (idempotencyKey) {
    const first = await repo.findByIdempotencyKey(deps.db, store.id, customer.id, idempotencyKey);
    if (first) {
      if (first.requestHash !== hash) throw new ApiError('DUPLICATED_KEY');
      return { pickId: first.id, status: first.status };
    }
  }

  const wallet = usesWallet(body);
  const hold = online ? holdUntil(now, deps.payments.holdSeconds, null) : null;
  const write = async (tx: Tx) => {
    const { stock } = await checkedCart(tx, store, body.items, 'STOCK_NOT_ENOUGH');
    assertSamePrices(body.items, stock);
    const lines = priceRetailCart(body.items, stock);
    const scope = { store, customer, now };
    const plan = wallet
      ? await planWalletPayment(tx, scope, retailOrderLines(lines), body, body.pickupTime ?? now)
      : null;
    const pickId = newPickId();
    await repo.insertOrder(tx, {
      id: pickId,
      storeId: store.id,
      customerId: customer.id,
      status: 'Placed',
      pickupTime: body.pickupTime ? at(body.pickupTime) : null,
      paymentMethod: body.paymentMethod,
      customerNotes: body.customerNotes.trim(),
      total: retailCartTotal(lines),
      holdUntil: hold === null ? null : at(hold),
      statusChangedBy: 'customer',
      statusChangedAt: at(now),
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
      createdAt: at(now),
      updatedAt: at(now),
    });
    for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
      if (!(await repo.takeStock(tx, store.id, line.productId, line.quantity))) throw new StockTaken();
    }
    const charged = plan ? await chargeWallet(tx, scope, { kind: 'PickupOrder', id: pickId }, plan) : null;
    const due = retailCartTotal(lines) - (plan?.payment.discount ?? 0) - (charged?.valueCard ?? 0);
    const opened =
      online && hold !== null && due > 0
        ? await openPayment(tx, {
            storeId: store.id,
            customerId: customer.id,
            order: { kind: 'PickupOrder', id: pickId },
            method: body.paymentMethod as OnlinePaymentMethod,
            provider: online,
            amount: due,
            payBy: hold,
            now,
          })
        : null;
    // Online but nothing left to pay (the wallet paid it all): nothing to wait for.
    if (online && !opened) await repo.updateOpenOrder(tx, pickId, ['Placed'], { holdUntil: null });
    await repo.insertItems(
      tx,
      lines.map((l, lineIndex) => itemRow(pickId, store.id, lineIndex, l)),
    );
    return { pickId, status: 'Placed' as const, opened };
  };

  try {
    const { pickId, status, opened } = await deps.db.transaction(write);
    if (!opened) return { pickId, status };
    const payment = await startPayment(
      deps,
      opened,
      { description: `${store.name} 取貨訂單`, returnUrl: `/${store.code}/pickupOrder/${pickId}?result=payment` },
      now,
    );
    return { pickId, status, payment };
  } catch (error) {
    if (error instanceof StockTaken) {
      const checks = checkRetailItems(body.items, await repo.loadStock(deps.db, store.id));
      throw itemsFailed(checks, 'STOCK_NOT_ENOUGH');
    }
    throw orderFailure(error);
  }
}

function itemRow(pickId: string, storeId: string, lineIndex: number, line: PricedRetailLine) {
  const { productId, name, price, quantity } = line;
  return { pickId, storeId, lineIndex, productId, name, price, quantity };
}

/** What a failed order write answers: DUPLICATED_KEY for a concurrent duplicate, CREATE_FAILED when the database refused it. */
function orderFailure(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const db = databaseError(error);
  if (db?.code === UNIQUE_VIOLATION && db.constraint === 'pickup_orders_idempotency')
    return new ApiError('DUPLICATED_KEY');
  // An integrity (23…) or transaction-rollback (40…) failure: nothing of the order was written.
  if (db && (db.code.startsWith('23') || db.code.startsWith('40'))) return new ApiError('CREATE_FAILED');
  return error;
}

// ---- change by the customer ----------------------------------------------------------------

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
  const { store, customer, now } = scope;
  const row = await ownOrder(deps, store, customer.id, body.pickId);
  if (body.cancel) return cancelByCustomer(deps, scope, row);
  if (body.pickupTime !== undefined) assertPickupTime(store, now, body.pickupTime);
  const updated = await repo.updateOpenOrder(deps.db, row.id, OPEN_PICKUP_STATUSES, {
    ...(body.pickupTime !== undefined ? { pickupTime: body.pickupTime === null ? null : at(body.pickupTime) } : {}),
    ...(body.customerNotes !== undefined ? { customerNotes: body.customerNotes.trim() } : {}),
    updatedAt: at(now),
  });
  if (!updated) throw new ApiError('UPDATE_FAILED');
  return toMyPickupOrder(updated, await repo.loadOrderParts(deps.db, [row.id]));
}

async function cancelByCustomer(deps: RetailDeps, { store, now }: CustomerScope, row: PickupOrderRow) {
  const changed = await changeStatus(deps, { store, now }, row.id, 'cancel', 'customer');
  if (changed) return changed;
  const current = (await repo.findOrder(deps.db, store.id, row.id)) ?? row;
  if (current.status === 'Cancelled') return toMyPickupOrder(current, await repo.loadOrderParts(deps.db, [row.id]));
  const open = pickupTransition(current.status, 'close') !== null;
  throw new ApiError('CANCEL_NOT_ALLOWED', { stateConflict: !open, data: { status: current.status } });
}

// ---- status changes ------------------------------------------------------------------------

/**
 * Applies an action to an order in one transaction: the conditional status update decides (of
 * two concurrent ones, one wins), and a cancel or close returns the stock in the same
 * transaction, so it comes back exactly once. null when the order's status does not allow it.
 * The store's actions (ready, pickUp, close) go through here too.
 */
export async function changeStatus(
  deps: RetailDeps,
  { store, now }: StoreScope,
  pickId: string,
  action: PickupOrderAction,
  by: PickupOrderActor,
): Promise<MyPickupOrder | null> {
  const to = targetOf(action);
  const changed = await deps.db.transaction(async (tx) => {
    const row = await repo.setStatusIf(tx, { pickId, storeId: store.id, from: pickupActionFrom(action), to, by, now });
    if (!row) return null;
    const items = await repo.loadItems(tx, [pickId]);
    if (returnsStock(to)) {
      await repo.returnStock(tx, store.id, items);
      // Not picked up: what the wallet paid comes back whole, and a payment not made can no longer be.
      await returnWallet(tx, { kind: 'PickupOrder', id: pickId }, { paid: row.total, refund: row.total }, now);
      await expirePending(tx, { kind: 'PickupOrder', id: pickId }, now);
    }
    return { row, items };
  });
  if (!changed) return null;
  // What was paid online goes back whole through its provider once the order has ended.
  if (returnsStock(to) && changed.row.paidAmount > 0)
    await refundOrder(deps, { kind: 'PickupOrder', id: pickId }, changed.row.paidAmount, now);
  return toMyPickupOrder(changed.row, await repo.loadOrderParts(deps.db, [pickId]));
}

function targetOf(action: PickupOrderAction): PickupOrderStatus {
  const from = pickupActionFrom(action)[0];
  const to = from ? pickupTransition(from, action) : null;
  if (!to) throw new Error(`pickup action without a target: ${action}`);
  return to;
}

// ---- online payment holds ------------------------------------------------------------------

/**
 * Pickup orders awaiting online payment past their hold are closed by the system: their stock and
 * what the wallet paid come back, their pending payment expires (through changeStatus).
 */
export async function lapsePickupHolds(deps: RetailDeps, now: number): Promise<number> {
  let closed = 0;
  for (const { id, store } of await repo.lapsedPickupHolds(deps.db, now)) {
    if (await changeStatus(deps, { store, now }, id, 'close', 'system')) closed += 1;
  }
  return closed;
}
