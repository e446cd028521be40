import { retailFailureTitle } from '@salon/contract';
import { isOneOf, RETAIL_ITEM_CHECK_STATUSES, type RetailItemCheck } from '@salon/domain';
import i18next from 'i18next';
import { ApiError, NETWORK_ERROR } from '#web/lib/api';
import { errorText } from '#web/lib/error-text';

/** What the failure dialog offers: fix the cart, choose another method, sign in again, see my orders, or close. */
type RetailFailureAction = 'editCart' | 'choosePayment' | 'relogin' | 'viewOrders' | 'refresh' | 'close';

export interface RetailFailure {
  code: string;
  /** 'items' → 訂購失敗 (an item or its stock), 'order' → 成立訂單失敗 (anything else). */
  title: 'items' | 'order';
  /** zh-TW text of the code from the error catalogue. */
  message: string;
  /** The per-item results that failed (not SUCCESS). */
  items: RetailItemCheck[];
  /** Every per-item result the API gave, to repair the cart with. */
  checks: RetailItemCheck[];
  action: RetailFailureAction;
}

const PAYMENT = new Set(['PAY_FAILED', 'PAYMENT_UNAVAILABLE']);
const ITEMS = new Set(['ITEMS_CHECK_FAILED', 'PRODUCT_NOT_EXISTS', 'STOCK_NOT_ENOUGH']);

/** The per-item results a failure carries in `data.items`. */
export function itemChecks(data: unknown): RetailItemCheck[] {
  const list = (data as { items?: unknown } | null | undefined)?.items;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    const c = raw as Partial<RetailItemCheck> | null;
    if (!c || typeof c.productId !== 'string' || !isOneOf(RETAIL_ITEM_CHECK_STATUSES, c.status)) return [];
    const stock = typeof c.stock === 'number' ? c.stock : null;
    return [{ productId: c.productId, quantity: c.quantity ?? 0, status: c.status, stock }];
  });
}

function actionFor(code: string): RetailFailureAction {
  if (ITEMS.has(code)) return 'editCart';
  if (PAYMENT.has(code)) return 'choosePayment';
  if (code === 'UNAUTHORIZED' || code === 'RESOURCE_NOT_FOUND') return 'relogin';
  if (code === 'DUPLICATED_KEY') return 'viewOrders';
  if (code === 'CALCULATE_FAILED') return 'refresh';
  return 'close';
}

/** A refused order call as the dialog shows it (the spec's retail order failures). */
export function retailFailure(error: unknown): RetailFailure {
  const code = error instanceof ApiError ? error.status : 'UNKNOWN_ERROR';
  const checks = itemChecks(error instanceof ApiError ? error.data : undefined);
  const message =
    code === NETWORK_ERROR
      ? i18next.t('errors.networkSubmit')
      : code === 'VALIDATION_FAILED' && error instanceof ApiError && i18next.language !== 'en'
        ? error.message
        : errorText(code, 'retail');
  return {
    code,
    title: retailFailureTitle(code) === '訂購失敗' ? 'items' : 'order',
    message,
    items: checks.filter((c) => c.status !== 'SUCCESS'),
    checks,
    action: actionFor(code),
  };
}

/** The i18n key and values of one failed item's text: no longer offered, sold out, or the units left. */
export function itemTextKey(check: RetailItemCheck): { key: string; count?: number } {
  if (check.status === 'PRODUCT_NOT_EXISTS' || check.stock === null) return { key: 'retail.failure.item.gone' };
  if (check.stock <= 0) return { key: 'retail.failure.item.soldOut' };
  return { key: 'retail.failure.item.left', count: check.stock };
}
