import { customerSideEndpoints as endpoints } from '@salon/contract';
import type { RetailItemCheck } from '@salon/domain';
import { ApiError, call } from '#web/lib/api';
import type { RetailCart } from '../cart';
import { itemChecks } from '../failures';

/**
 * POST /bookings/checkItems with the retail cart (sign-in required): each item's status and the
 * stock left. The per-item results come back on success and inside ITEMS_CHECK_FAILED; any other
 * failure is thrown.
 */
export async function checkRetailCart(
  cname: string,
  cart: RetailCart,
  signal?: AbortSignal,
): Promise<RetailItemCheck[]> {
  const items = cart.items.map((line) => ({ productId: line.productId, quantity: line.quantity }));
  try {
    return (await call(endpoints.checkItems, { cname, body: { items }, signal })).items ?? [];
  } catch (error) {
    const checks = error instanceof ApiError ? itemChecks(error.data) : [];
    if (checks.length === 0) throw error;
    return checks;
  }
}
