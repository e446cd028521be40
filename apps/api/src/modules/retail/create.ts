import { randomBytes } from 'node:crypto';
import type { CreatePickupOrderRequest, PickupOrderCreated } from '@salon/contract';
import {
  checkRetailItems,
  holdUntil,
  type Language,
  type PricedRetailLine,
  paymentDescription,
  priceRetailCart,
  retailCartTotal,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { createOrder, type OrderWrite } from '#api/modules/orders/create';
import { payWithWallet } from '#api/modules/orders/wallet';
import type { CustomerScope } from '#api/modules/scope';
import { planWalletPayment, usesWallet } from '#api/modules/wallet/payments';
import { databaseError, itemsFailed } from './errors';
import * as repo from './repository';
import { at } from './repository';
import {
  assertPickupTime,
  assertRetailEnabled,
  assertSamePrices,
  checkedCart,
  type RetailDeps,
  retailOrderLines,
} from './service';

const newPickId = () => randomBytes(16).toString('base64url');

/** Thrown inside the order's transaction when a conditional stock update finds too few units: rolls it back. */
class StockTaken extends Error {}

/**
 * Places a pickup order through the order module's one create path (method, idempotency, payment).
 * Its own part takes the stock in one transaction: the order row goes first, so a concurrent
 * duplicate of an idempotency key waits on the key's unique index and never touches stock; each
 * line then takes its units with one conditional update (lines in product order, so two orders
 * never deadlock). Too few units left → the whole order rolls back, STOCK_NOT_ENOUGH with the stock now.
 */
export async function createPickupOrder(
  deps: RetailDeps,
  scope: CustomerScope,
  body: CreatePickupOrderRequest,
  idempotencyKey: string | undefined,
  /** The customer's language (the request's): the provider's page names the order in it. */
  language: Language | null = null,
): Promise<PickupOrderCreated> {
  const { store, now, actor } = scope;
  assertRetailEnabled(store);
  assertPickupTime(store, now, body.pickupTime);
  return createOrder(deps, scope, {
    method: body.paymentMethod,
    customerId: actor.customer.id,
    body,
    idempotencyKey,
    keyConstraint: 'pickup_orders_idempotency',
    findByKey: (key) => repo.findByIdempotencyKey(deps.db, store.id, actor.customer.id, key),
    write: async (w) => {
      try {
        return await deps.db.transaction((tx) => writeOrder(tx, deps, scope, body, { ...w, idempotencyKey }));
      } catch (error) {
        if (!(error instanceof StockTaken)) throw orderFailure(error);
        const checks = checkRetailItems(body.items, await repo.loadStock(deps.db, store.id));
        throw itemsFailed(checks, 'STOCK_NOT_ENOUGH');
      }
    },
    created: (pickId, status, payment) => (payment ? { pickId, status, payment } : { pickId, status }),
    payment: {
      description: paymentDescription(store.name, 'pickup', language ?? 'zh-TW'),
      returnPath: (id) => `/${store.code}/pickupOrder/${id}?result=payment`,
    },
    invoice: body.invoice,
  });
}

async function writeOrder(
  tx: Tx,
  deps: RetailDeps,
  scope: CustomerScope,
  body: CreatePickupOrderRequest,
  w: OrderWrite & { idempotencyKey: string | undefined },
) {
  const { store, now, actor } = scope;
  const { customer } = actor;
  const { stock } = await checkedCart(tx, store, body.items, 'STOCK_NOT_ENOUGH');
  assertSamePrices(body.items, stock);
  const lines = priceRetailCart(body.items, stock);
  const plan = usesWallet(body)
    ? await planWalletPayment(tx, scope, customer.id, retailOrderLines(lines), body, body.pickupTime ?? now)
    : null;
  const hold = w.online ? holdUntil(now, deps.payments.holdSeconds, null) : null;
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
    idempotencyKey: w.idempotencyKey ?? null,
    requestHash: w.requestHash,
    createdAt: at(now),
    updatedAt: at(now),
  });
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    if (!(await repo.takeStock(tx, store.id, line.productId, line.quantity))) throw new StockTaken();
  }
  const ref = { kind: 'PickupOrder' as const, id: pickId };
  const charged = plan ? await payWithWallet(tx, scope, ref, plan) : null;
  const due = retailCartTotal(lines) - (plan?.payment.discount ?? 0) - (charged?.valueCard ?? 0);
  const opened = hold !== null && due > 0 ? await w.openOnline(tx, ref, { amount: due, payBy: hold }) : null;
  // Online but nothing left to pay (the wallet paid it all): nothing to wait for.
  if (w.online && !opened) await repo.updateOpenOrder(tx, pickId, ['Placed'], { holdUntil: null });
  await repo.insertItems(
    tx,
    lines.map((l, lineIndex) => itemRow(pickId, store.id, lineIndex, l)),
  );
  return { id: pickId, status: 'Placed' as const, opened };
}

function itemRow(pickId: string, storeId: string, lineIndex: number, line: PricedRetailLine) {
  const { productId, name, nameEn, price, quantity } = line;
  return { pickId, storeId, lineIndex, productId, name, nameEn, price, quantity };
}

/** What a failed order write answers (a duplicate key is the order module's): CREATE_FAILED when the database refused it. */
function orderFailure(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const db = databaseError(error);
  // An integrity (23…) or transaction-rollback (40…) failure: nothing of the order was written.
  if (db && (db.code.startsWith('23') || db.code.startsWith('40')) && db.constraint !== 'pickup_orders_idempotency')
    return new ApiError('CREATE_FAILED');
  return error;
}
