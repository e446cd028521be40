import { removeEvent, type ServiceCart, selectTime, setEventDesigner } from './cart';

/**
 * What a check of the cart changed, one line per service, to explain to the customer:
 * removed (the service is gone or not for them), designerCleared (the designer asked for no longer
 * offers it: back to 不指定), timeCleared (nobody is free at the chosen start any more).
 */
export interface CartChange {
  productId: string;
  /** The service's name as the menu shows it; null when the service is gone from the menu. */
  name: string | null;
  kind: 'removed' | 'designerCleared' | 'timeCleared';
  /** The per-event status of the check (or the repair's drop reason). */
  reason: string;
}

export type NameOf = (productId: string) => string | null;

/** One per-event result of the check (EventCheckResult, or a FailedEvent of its failure). */
export interface ItemCheck {
  eventIndex: number;
  productId: string;
  status: string;
}

/**
 * Applies the answer of POST /bookings/checkItems to the cart: gone or gender-limited services are
 * removed; a designer who cannot serve a service is cleared to no preference (removed when no
 * designer was asked for, as then nobody can); a start nobody is free at is cleared. Results refer
 * to the events by their position in the cart that was checked.
 */
export function applyItemCheck(
  cart: ServiceCart,
  results: readonly ItemCheck[],
  nameOf: NameOf,
): { cart: ServiceCart; changes: CartChange[] } {
  const checked = cart.events;
  const changes: CartChange[] = [];
  let next = cart;
  for (const result of results) {
    const event = checked[result.eventIndex];
    if (!event || event.productId !== result.productId || result.status === 'SUCCESS') continue;
    const change = (kind: CartChange['kind']) =>
      changes.push({ productId: event.productId, name: nameOf(event.productId), kind, reason: result.status });
    if (result.status === 'NO_PROVIDERS') {
      if (next.selectedTime !== null) change('timeCleared');
      next = selectTime(next, null);
    } else if (result.status === 'PRODUCT_PROVIDER_NOT_EXISTS' && event.userId !== null) {
      next = setEventDesigner(next, event.id, null, null);
      change('designerCleared');
    } else {
      next = removeEvent(next, event.id);
      change('removed');
    }
  }
  return { cart: next, changes };
}
