import type { EventCheckResult } from '@salon/contract';
import { ApiError } from '#api/http/errors';

/**
 * Per-event failures: PRODUCT_NOT_EXISTS when a product is gone (the client drops it from the
 * cart), otherwise `code` (EVENTS_CHECK_FAILED when booking, ITEMS_CHECK_FAILED when checking items).
 */
export function eventsFailed(checks: EventCheckResult[], code: 'EVENTS_CHECK_FAILED' | 'ITEMS_CHECK_FAILED') {
  const gone = checks.some((c) => c.status === 'PRODUCT_NOT_EXISTS');
  return new ApiError(gone ? 'PRODUCT_NOT_EXISTS' : code, { data: { events: checks } });
}
