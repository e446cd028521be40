import { createHash, randomBytes } from 'node:crypto';
import type {
  CreatePickupOrderRequest,
  MyPickupOrder,
  PickupOrderCreated,
  UpdatePickupOrderRequest,
} from '@salon/contract';
import {
  checkRetailItems,
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
import { chargesOf } from '#api/modules/wallet/payment-repository';
import { chargeWallet, planWalletPayment, returnWallet, usesWallet } from '#api/modules/wallet/payments';
import { paymentProviderFor } from '#api/platform/payments/index';
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
  if (!paymentProviderFor(store.paymentMethods, body.paymentMethod)) throw new ApiError('PAYMENT_UNAVAILABLE');
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
  const write = async (tx: Tx): Promise<PickupOrderCreated> => {
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
    if (plan) await chargeWallet(tx, scope, { kind: 'PickupOrder', id: pickId }, plan);
    await repo.insertItems(
      tx,
      lines.map((l, lineIndex) => itemRow(pickId, store.id, lineIndex, l)),
    );
    return { pickId, status: 'Placed' };
  };

  try {
    return await deps.db.transaction(write);
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
  return deps.db.transaction(async (tx) => {
    const row = await repo.setStatusIf(tx, { pickId, storeId: store.id, from: pickupActionFrom(action), to, by, now });
    if (!row) return null;
    const items = await repo.loadItems(tx, [pickId]);
    if (returnsStock(to)) {
      await repo.returnStock(tx, store.id, items);
      // Not picked up: what the wallet paid comes back whole.
      await returnWallet(tx, { kind: 'PickupOrder', id: pickId }, { paid: row.total, refund: row.total }, now);
    }
    return toMyPickupOrder(row, { items, charges: await chargesOf(tx, 'PickupOrder', [pickId]) });
  });
}

function targetOf(action: PickupOrderAction): PickupOrderStatus {
  const from = pickupActionFrom(action)[0];
  const to = from ? pickupTransition(from, action) : null;
  if (!to) throw new Error(`pickup action without a target: ${action}`);
  return to;
}
