import type { EventCheckResult } from '@salon/contract';
import { ApiError } from '../../http/errors';

export { databaseError } from '../../db/errors';

/** A booking failure: the catalogue code with its zh-TW text from BOOKING_ERRORS. */
export const bookingError = (httpStatus: number, code: string, data?: unknown) =>
  new ApiError(httpStatus, code, data, undefined, 'booking');

export const bookingNotFound = () => bookingError(404, 'BOOKING_NOT_FOUND');

/**
 * Per-event failures: PRODUCT_NOT_EXISTS when a product is gone (the client drops it from the
 * cart), otherwise `code` (EVENTS_CHECK_FAILED when booking, ITEMS_CHECK_FAILED when checking items).
 */
export function eventsFailed(checks: EventCheckResult[], code: 'EVENTS_CHECK_FAILED' | 'ITEMS_CHECK_FAILED') {
  const gone = checks.some((c) => c.status === 'PRODUCT_NOT_EXISTS');
  return bookingError(422, gone ? 'PRODUCT_NOT_EXISTS' : code, { events: checks });
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const DEADLOCK = '40P01';
export const SERIALIZATION_FAILURE = '40001';
