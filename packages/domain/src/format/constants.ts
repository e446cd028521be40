import type { Language } from '../vocabulary/index';

/** Business constants of the product (listed in docs/product.md, Constants). */
export const DEFAULT_TIME_ZONE = 'Asia/Taipei';
export const TOKYO_TIME_ZONE = 'Asia/Tokyo';
export const CLIENT_VERSION = '1.21.0';
/** Whole dollars; a booking total above this is rejected (訂單不得超過一萬元). */
export const BOOKING_AMOUNT_CAP = 10000;
export const BOOKING_WINDOW_DAYS = 30;
/** A stored token is renewed when it expires within this many seconds. */
export const TOKEN_RENEWAL_THRESHOLD_SECONDS = 29 * 86400;
/** Minutes. */
export const DEFAULT_BOOKING_TIME_OFFSET = 60;
/** Forced reloads allowed while the server's web version is newer than the client's. */
export const MAX_VERSION_RELOADS = 3;

/** A language as the formatters take it (the vocabulary's LANGUAGES). */
export type DisplayLocale = Language;
/** 'range' shows `low ~ high`; 'from' shows only the lowest value with 起. */
export type RangeMode = 'range' | 'from';
