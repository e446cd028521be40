import type { RetailItemCheck } from '@salon/domain';
import { ApiError } from '#api/http/errors';

export { databaseError } from '#api/db/errors';

export const retailDisabled = () => new ApiError('RETAIL_DISABLED', { area: 'retail' });
export const pickupOrderNotFound = () => new ApiError('PICKUP_ORDER_NOT_FOUND');

/**
 * A cart that did not pass the item check, with the per-item results in `data.items` (the
 * client drops gone products and lowers quantities to the stock named). Worded as retail even
 * on the paths shared with the service cart.
 */
export function itemsFailed(
  checks: readonly RetailItemCheck[],
  code: 'ITEMS_CHECK_FAILED' | 'PRODUCT_NOT_EXISTS' | 'STOCK_NOT_ENOUGH',
): ApiError {
  return new ApiError(code, { data: { items: checks }, area: 'retail' });
}
