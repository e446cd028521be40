import type { BOOKING_STATUSES as CONTRACT_BOOKING_STATUSES, WEEKDAYS as CONTRACT_WEEKDAYS } from '@salon/contract';

/**
 * The contract's value tables the screens need, without zod. The contract's own arrays sit in
 * modules that build their zod schemas at load time; importing one of them brings those schemas
 * and zod (about 90 kB) into the chunk: `moduleSideEffects: false` in vite.config.ts only drops a
 * contract module none of whose exports is used. Each copy is typed as the contract's constant, so
 * the compiler holds it to the contract's list, order included.
 */

/** sunday .. saturday: the keys of a store's weekly hours, index = Luxon weekday % 7. */
export const WEEKDAYS: typeof CONTRACT_WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** Booking states in the spec's order (the status tabs of the booking list). */
export const BOOKING_STATUSES: typeof CONTRACT_BOOKING_STATUSES = [
  'New',
  'Pending',
  'Confirmed',
  'Arrived',
  'Completed',
  'Paid',
  'Cancelled',
  'Closed',
  'NoShow',
  'Expired',
];
