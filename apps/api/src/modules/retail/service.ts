import type {
  MyPickupOrder,
  PickupOrderDetail,
  PickupOrderPage,
  PickupTimes,
  RetailCart,
  RetailCheckoutSummary,
} from '@salon/contract';
import {
  changedPrices,
  checkRetailItems,
  lineTotal,
  type PickupStore,
  type PricedRetailLine,
  pickupTimeIssue,
  pickupTimes,
  priceRetailCart,
  type RetailCartLine,
  type RetailItemCheck,
  retailCartTotal,
  retailCheckFailure,
} from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { customerOf } from '#api/http/actor';
import { ApiError, fieldError } from '#api/http/errors';
import { customerInvoicesOf } from '#api/modules/invoices/customer-views';
import type { CustomerScope, Scope } from '#api/modules/scope';
import { planWalletPayment, usesWallet } from '#api/modules/wallet/payments';
import { paymentFromPlan } from '#api/modules/wallet/views';
import { bookingPaymentMethods, type OnlinePayments } from '#api/platform/payments/index';
import { itemsFailed, pickupOrderNotFound, retailDisabled } from './errors';
import { loadOrderParts } from './parts';
import * as repo from './repository';
import { toMyPickupOrder, toPickupOrderDetail } from './views';

export interface RetailDeps {
  db: Db;
  payments: OnlinePayments;
}

/** New orders need the store to sell online; orders already placed stay readable and cancellable. */
export function assertRetailEnabled(store: StoreRow): void {
  if (!store.retailEnable) throw retailDisabled();
}

function pickupStoreOf(store: StoreRow): PickupStore {
  return {
    timeZone: store.timeZone,
    openingHours: store.openingHours,
    slotInterval: store.slotInterval,
    bookingTimeOffset: store.bookingTimeOffset,
    holidays: store.holidays,
  };
}

/** The pickup times in the window; none when the store does not let customers choose one. */
export async function availablePickupTime(
  _deps: RetailDeps,
  { store, now }: Scope,
  window: { startTime: number; endTime: number },
): Promise<PickupTimes> {
  assertRetailEnabled(store);
  if (!store.pickupTimeEnable) return { pickupTimes: [] };
  return { pickupTimes: pickupTimes(pickupStoreOf(store), now, window.startTime, window.endTime) };
}

/**
 * A chosen pickup time must be on the store's pickup grid; choosing one when the store has
 * pickupTimeEnable off is a bad request. null/undefined = any time in opening hours.
 */
export function assertPickupTime(store: StoreRow, now: number, time: number | null | undefined): void {
  if (time === null || time === undefined) return;
  if (!store.pickupTimeEnable) throw fieldError('pickupTime', '這間店家不開放選擇取貨時間');
  const issue = pickupTimeIssue(pickupStoreOf(store), now, time);
  if (issue) throw new ApiError('PICKUP_TIME_INVALID', { data: { reason: issue } });
}

/** Checks a cart against the menu now; throws `failure` (or PRODUCT_NOT_EXISTS when a product is gone). */
export async function checkedCart(
  db: Tx,
  store: StoreRow,
  lines: readonly RetailCartLine[],
  failure: 'ITEMS_CHECK_FAILED' | 'STOCK_NOT_ENOUGH',
) {
  const stock = await repo.loadStock(db, store.id);
  const checks = checkRetailItems(lines, stock);
  const problem = retailCheckFailure(checks);
  if (problem) throw itemsFailed(checks, failure === 'ITEMS_CHECK_FAILED' ? failure : problem);
  return { stock, checks };
}

/** The paths shared with the service cart tell a retail cart by its `items`. */
export function isRetailCart(body: object): body is RetailCart {
  return 'items' in body;
}

/**
 * POST /bookings/checkItems with a retail cart: per-item results (and no events, the service
 * cart's part of the shared answer); ITEMS_CHECK_FAILED when any fails.
 */
export async function checkRetailCart(
  deps: RetailDeps,
  { store }: CustomerScope,
  cart: RetailCart,
): Promise<{ events: []; items: RetailItemCheck[] }> {
  assertRetailEnabled(store);
  const { checks } = await checkedCart(deps.db, store, cart.items, 'ITEMS_CHECK_FAILED');
  return { events: [], items: checks };
}

/** A priced cart's lines as the wallet reads them: one per product, its line total. */
export function retailOrderLines(lines: readonly PricedRetailLine[]) {
  return lines.map((l) => ({ id: l.productId, productId: l.productId, amount: lineTotal(l.price, l.quantity) }));
}

/**
 * POST /bookings/checkout with a retail cart: line totals, total and the store's payment methods.
 * CALCULATE_FAILED when a price the cart carries is no longer the menu's.
 */
export async function retailCheckout(
  deps: RetailDeps,
  scope: CustomerScope,
  cart: RetailCart,
): Promise<RetailCheckoutSummary> {
  const { store, now, actor } = scope;
  assertRetailEnabled(store);
  const { stock } = await checkedCart(deps.db, store, cart.items, 'ITEMS_CHECK_FAILED');
  assertSamePrices(cart.items, stock);
  const items = priceRetailCart(cart.items, stock);
  const total = retailCartTotal(items);
  const plan = usesWallet(cart)
    ? await planWalletPayment(deps.db, scope, actor.customer.id, retailOrderLines(items), cart, now)
    : null;
  return {
    items,
    total,
    paymentMethods: bookingPaymentMethods(store.paymentMethods, deps.payments),
    pickupTimeEnable: store.pickupTimeEnable,
    payment: paymentFromPlan(plan, total),
  };
}

export function assertSamePrices(lines: readonly RetailCartLine[], stock: Parameters<typeof changedPrices>[1]): void {
  const changed = changedPrices(lines, stock);
  if (changed.length > 0) throw new ApiError('CALCULATE_FAILED', { data: { productIds: changed }, area: 'retail' });
}

/** One order by its pick id, for anyone holding it. */
export async function pickupOrderDetail(
  deps: RetailDeps,
  { store, actor }: Scope,
  pickId: string,
): Promise<PickupOrderDetail> {
  const row = await repo.findOrder(deps.db, store.id, pickId);
  if (!row) throw pickupOrderNotFound();
  const detail = toPickupOrderDetail(row, await loadOrderParts(deps.db, [row.id]));
  // Its e-invoices (carrier, tax ID) are its own customer's to see, not whoever holds the id.
  if (customerOf(actor)?.id !== row.customerId) return detail;
  const invoices = await customerInvoicesOf(deps.db, store.id, 'PickupOrder', [row.id]);
  return { ...detail, invoices: invoices.get(row.id) ?? [] };
}

/** The customer's orders, newest first, one page. */
export async function myPickupOrders(
  deps: RetailDeps,
  { store, actor }: CustomerScope,
  paging: { page: number; pageSize: number },
): Promise<PickupOrderPage> {
  const { rows, total } = await repo.listOrders(deps.db, store.id, actor.customer.id, paging.page, paging.pageSize);
  const ids = rows.map((r) => r.id);
  const [parts, invoices] = await Promise.all([
    loadOrderParts(deps.db, ids),
    customerInvoicesOf(deps.db, store.id, 'PickupOrder', ids),
  ]);
  const orders: MyPickupOrder[] = rows.map((r) => ({
    ...toMyPickupOrder(r, parts),
    invoices: invoices.get(r.id) ?? [],
  }));
  return { orders, page: paging.page, pageSize: paging.pageSize, total };
}

/** The menu's stock editor records its adjustments here (in its own transaction) and lists them. */
export { type AdjustmentRow, insertAdjustment, listAdjustments } from './adjustment-repository';
/** What other areas ask of pickup orders: whom a message goes to, a customer's recent orders and their lines. */
export { pickupFactsOf, pickupLinesOf, pickupRecordsOf } from './facts-repository';
