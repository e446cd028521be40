import type { PickupOrderStatus } from '../vocabulary/index';

/**
 * ready: the store has the items packed; pickUp: the customer took them (from Placed too: a
 * customer may walk in before the store marks the order ready); cancel: by the customer, only
 * while nothing is packed; close: cancelled by the store while the order is open.
 */
export type PickupOrderAction = 'ready' | 'pickUp' | 'cancel' | 'close';

/** Statuses in which the order still waits for the customer. */
export const OPEN_PICKUP_STATUSES = ['Placed', 'Ready'] as const satisfies readonly PickupOrderStatus[];

export const PICKUP_ORDER_STATUS_LABELS: Record<PickupOrderStatus, string> = {
  Placed: '已成立',
  Ready: '可取貨',
  PickedUp: '已取貨',
  Cancelled: '已取消',
  Closed: '店家已取消',
};

const RULES: Record<PickupOrderAction, { from: readonly PickupOrderStatus[]; to: PickupOrderStatus }> = {
  ready: { from: ['Placed'], to: 'Ready' },
  pickUp: { from: OPEN_PICKUP_STATUSES, to: 'PickedUp' },
  cancel: { from: ['Placed'], to: 'Cancelled' },
  close: { from: OPEN_PICKUP_STATUSES, to: 'Closed' },
};

/** The next status, or null when the action is not allowed from `from`. */
export function pickupTransition(from: PickupOrderStatus, action: PickupOrderAction): PickupOrderStatus | null {
  const rule = RULES[action];
  return rule.from.includes(from) ? rule.to : null;
}

/** The statuses an action may start from (for a conditional update in the database). */
export function pickupActionFrom(action: PickupOrderAction): readonly PickupOrderStatus[] {
  return RULES[action].from;
}

/** Whether the order is still open: its pickup time and notes may change. */
export function isOpenPickupStatus(status: PickupOrderStatus): boolean {
  return (OPEN_PICKUP_STATUSES as readonly PickupOrderStatus[]).includes(status);
}

/** A cancelled or closed order puts its units back on the shelf. */
export function returnsStock(to: PickupOrderStatus): boolean {
  return to === 'Cancelled' || to === 'Closed';
}
