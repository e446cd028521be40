/**
 * Booking rules, pure and without I/O: the availability engine (findAvailableStarts,
 * assignProviders, checkEvents), pricing and deposits, cancellation policy and its zh-TW texts,
 * cart repair on load and the booking state machine. Times are unix seconds; day boundaries are
 * in the store's zone (Luxon).
 */
export { type AssignmentWindow, assignmentWindow, assignProviders, dayMinutesOf } from './assignment';
export { findAvailableStarts } from './availability';
export { cancellationQuoteText, formatCancelled } from './cancel-now-texts';
export {
  applicableConditions,
  type CancelContext,
  type CancellationQuote,
  type CurrentCondition,
  cancellationQuote,
  conditionDeadline,
  currentCancelCondition,
  type Deadline,
  effectiveCancelPolicy,
  markCurrent,
  parseDeadline,
  refundAmount,
} from './cancellation';
export {
  amountRefundText,
  cancelPolicyTexts,
  noCancellationText,
  noRefundText,
  noShowText,
  percentRefundText,
  refundTone,
  type TextContext,
} from './cancellation-texts';
export {
  type CartDropReason,
  type CartRepairContext,
  type CartRepairResult,
  CONCURRENT_OPTION,
  type DroppedEvent,
  eventDropReason,
  type RepairableCart,
  repairCart,
  repairCustomerCount,
} from './cart-repair';
export { checkEvents } from './checks';
export { availabilityByDay, type DayAvailability, emptyDayReason, type WindowAvailability } from './day-availability';
export { type DesignerService, type DesignerServiceOption, designerServices } from './designer-services';
export { genderAllowed, offersProduct, providerTerms, resolveSubItem } from './event-rules';
export { type ConcurrentRules, concurrentAllowed, customerCountValid } from './plan';
export {
  type PolicyInForce,
  type PolicyInForceInput,
  type Prepayment,
  type PrepaymentInput,
  policyInForce,
  prepaymentFor,
} from './policy-in-force';
export {
  cartPriceRange,
  cartTotal,
  type DepositDue,
  type DepositInput,
  depositFor,
  eventDuration,
  eventPrice,
  exceedsAmountCap,
  type Range,
} from './pricing';
export { bookingsOutsideShifts, providerShifts, withoutHours } from './schedule';
export {
  bookingHorizon,
  DEFAULT_SLOT_INTERVAL,
  type StartTimeIssue,
  staffRules,
  startTimeIssue,
} from './start-times';
export {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  canCheckOut,
  expireIfDue,
  FINAL_BOOKING_STATUSES,
  isActiveStatus,
  SPENT_BOOKING_STATUSES,
  type TransitionContext,
  transition,
  UPCOMING_BOOKING_STATUSES,
} from './status';
export type {
  AssignedEvent,
  AvailabilityRequest,
  AvailabilityResult,
  CartEvent,
  CustomerGender,
  EngineProvider,
  EngineStore,
  EventCheck,
  EventCheckCode,
  Interval,
  ProviderTerms,
} from './types';
export { zoneOffsetHint } from './zoned-time';
