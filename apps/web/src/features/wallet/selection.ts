import { WALLET_ERRORS } from '@salon/contract';
import type { OrderLine } from '@salon/domain';
import { ApiError } from '#web/lib/api';

/** What the customer chose of the wallet at checkout. */
export interface WalletSelection {
  voucherIds: string[];
  customerValueCardId: string | null;
  customerServiceTicketId: string | null;
}

export const NO_WALLET: WalletSelection = { voucherIds: [], customerValueCardId: null, customerServiceTicketId: null };

/** The request fields of a selection (the spec's cart names). */
export const walletFields = (selection: WalletSelection) => ({
  voucherIds: selection.voucherIds,
  customerValueCardId: selection.customerValueCardId,
  customerServiceTicketId: selection.customerServiceTicketId,
  voucherDiscountCondition: 'EveryOne' as const,
});

/**
 * An order's priced lines as the voucher rules read them (what the API quoted, or the cart's prices
 * for retail), with each product's menu categories.
 */
export function orderLinesOf(
  items: readonly { id: string; productId: string; amount: number }[],
  categories: readonly { id: string; productIds: readonly string[] }[],
): OrderLine[] {
  return items.map((item) => ({
    ...item,
    categoryIds: categories.filter((c) => c.productIds.includes(item.productId)).map((c) => c.id),
  }));
}

export const toggleVoucher = (selection: WalletSelection, id: string): WalletSelection => ({
  ...selection,
  voucherIds: selection.voucherIds.includes(id)
    ? selection.voucherIds.filter((v) => v !== id)
    : [...selection.voucherIds, id],
});

/** Whether a failure is about something chosen from the wallet. */
export const isWalletFailure = (error: unknown): boolean => error instanceof ApiError && error.status in WALLET_ERRORS;

/**
 * The selection without what a wallet failure names (`data.customerVoucherId`, `customerValueCardId`
 * or `customerServiceTicketId`); a failure naming none of them drops the whole choice of its kind.
 */
export function withoutFailed(selection: WalletSelection, error: unknown): WalletSelection {
  if (!isWalletFailure(error)) return selection;
  const { status, data } = error as ApiError;
  const named = (data ?? {}) as Record<string, unknown>;
  const voucher = named.customerVoucherId;
  if (status.startsWith('VOUCHER') || status === 'CUSTOMER_IS_REQUIRED') {
    const failed = Array.isArray(voucher) ? voucher : [voucher];
    const left = selection.voucherIds.filter((id) => !failed.includes(id));
    return { ...selection, voucherIds: left.length < selection.voucherIds.length ? left : [] };
  }
  if (status.startsWith('SERVICE_TICKET')) return { ...selection, customerServiceTicketId: null };
  return { ...selection, customerValueCardId: null };
}
