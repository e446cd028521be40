export * from './actor/index';
export * from './audit/index';
export {
  BOOKING_LIST_FILTERS,
  type BookingListFilter,
  bookingListFilter,
  orderBookings,
  splitBookings,
  type TimedBooking,
} from './booking/booking-order';
export * from './booking/calendar-window';
export { type CancelNow, cancelNow, formatCancelNow } from './booking/cancel-now-texts';
export {
  cancelPolicyLines,
  formatPolicyLine,
  type PolicyContext,
  type PolicyLine,
  type PolicyLineKind,
  type PolicyMoment,
  type RefundTone,
} from './booking/cancellation-texts';
export * from './booking/designer-choice';
export * from './booking/index';
export { linesAhead } from './booking/lines-ahead';
export {
  type AfterPaying,
  formatAfterPaying,
  type PolicyAt,
  policyAt,
} from './booking/policy-ahead';
export * from './booking/refund-tone';
export * from './figures/index';
export * from './format/index';
export * from './forms/index';
export * from './invoice/index';
export * from './notify/index';
export * from './payment/index';
export * from './performance/index';
export * from './retail/index';
export * from './staff/accounts';
export * from './staff/counter';
export * from './staff/inbox';
export * from './staff/permissions';
export * from './staff/phone-mask';
export * from './vocabulary/catalog';
export * from './vocabulary/index';
export * from './wallet/index';
