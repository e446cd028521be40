/**
 * Retail rules, pure and without I/O: cart lines and totals, the check of a cart against the
 * menu, pickup times from the store's opening hours, and the pickup order state machine.
 */
export * from './cart';
export * from './checks';
export * from './pickup-times';
export * from './status';
