import { WALLET_ERRORS } from '../error-areas';
/** Failures several operations share. */
export const OTP_CHECK = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'OTP_NOT_SENT', 'RATE_LIMITED'] as const;
export const DESIGNER_SCOPE = ['USER_PAGE_NOT_ALLOWED', 'PROVIDER_NOT_FOUND'] as const;
/** Paying with vouchers, a value card or a service ticket. */
export const WALLET_PAYMENT = Object.keys(WALLET_ERRORS) as (keyof typeof WALLET_ERRORS)[];
export const QUOTE = [
  'INVALID_OPERATIONS',
  'INVALID_BOOKING_AMOUNT',
  'INVALID_BOOKING_START_TIME',
  'EVENTS_CHECK_FAILED',
  'PRODUCT_NOT_EXISTS',
] as const;
/** Why a staff booking's (or a move's) time is refused: someone is in the way, it has passed, off hours, not offered. */
export const STAFF_BOOKING_TIME = [
  'TIME_TAKEN',
  'START_IN_PAST',
  'OUTSIDE_HOURS',
  'NO_PROVIDERS',
  'INVALID_BOOKING_START_TIME',
  'INVALID_BOOKING_AMOUNT',
] as const;
