import type { CheckItemsRequest } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { ApiError, call } from '#web/lib/api';
import type { ItemCheck } from '../cart-check';
import { failedEvents } from '../failures';

/**
 * POST /bookings/checkItems: whether each service of the cart can still be booked by the signed-in
 * customer (and, with startTime, at that start). The per-event results come back both on success
 * and inside ITEMS_CHECK_FAILED / PRODUCT_NOT_EXISTS; any other failure is thrown.
 */
export async function checkCartItems(
  cname: string,
  body: CheckItemsRequest,
  signal?: AbortSignal,
): Promise<ItemCheck[]> {
  try {
    return (await call(endpoints.checkItems, { cname, body, signal })).events;
  } catch (error) {
    const failed = error instanceof ApiError ? failedEvents(error.data) : [];
    if (failed.length === 0) throw error;
    return failed;
  }
}
