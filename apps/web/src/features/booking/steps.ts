import type { StoreSetting } from '@salon/contract';
import {
  bookedDesignerId,
  cartPriceRange,
  designerChoice,
  designerForSeveral,
  designerMissing,
  eventDuration,
  exceedsAmountCap,
  resolveSubItem,
  type ServiceProduct,
} from '@salon/domain';
import type { ServiceCart, ServiceCartEvent } from './cart';

/** What keeps the customer from the next step; the first one is shown on the bottom bar. */
export type StepIssue =
  | { kind: 'EMPTY' }
  | { kind: 'SUB_ITEM_REQUIRED'; eventId: string }
  | { kind: 'DESIGNER_REQUIRED'; eventId: string }
  | { kind: 'DESIGNER_FOR_SEVERAL'; eventId: string }
  | { kind: 'OVER_CAP' }
  | { kind: 'NO_DATE' }
  | { kind: 'NO_TIME' }
  | { kind: 'TIME_UNAVAILABLE' };

/** An event needs a designer chosen when the store takes no "no preference" bookings. */
function needsDesigner(event: ServiceCartEvent, store: Pick<StoreSetting, 'unassignedMode'>): boolean {
  return designerMissing(designerChoice({ unassignedMode: store.unassignedMode }), event.userId);
}

/**
 * Problems with the services: none chosen, a sub-item missing, a designer missing, a designer named
 * (or the designer's page) for several people, whom one designer cannot serve at once.
 */
export function serviceIssues(
  cart: Pick<ServiceCart, 'events' | 'customerCount'>,
  products: readonly ServiceProduct[],
  store: Pick<StoreSetting, 'unassignedMode'>,
  pageDesignerId: string | null = null,
): StepIssue[] {
  if (cart.events.length === 0) return [{ kind: 'EMPTY' }];
  const choice = designerChoice({ unassignedMode: store.unassignedMode, pageDesignerId });
  const issues: StepIssue[] = [];
  for (const e of cart.events) {
    const product = products.find((p) => p.id === e.productId);
    if (product && resolveSubItem(product, e.subItemId) === undefined) {
      issues.push({ kind: 'SUB_ITEM_REQUIRED', eventId: e.id });
    }
    if (needsDesigner(e, store)) issues.push({ kind: 'DESIGNER_REQUIRED', eventId: e.id });
    else if (designerForSeveral(cart.customerCount, bookedDesignerId(choice, e.userId))) {
      issues.push({ kind: 'DESIGNER_FOR_SEVERAL', eventId: e.id });
    }
  }
  return issues;
}

/**
 * Everything the checkout needs: good services whose lowest total is within the booking cap (spec:
 * 訂單不得超過一萬元, told here rather than after checkout), a day and a start that the latest
 * availability answer still offers (`slots` undefined while it loads).
 */
export function checkoutIssues(
  cart: ServiceCart,
  products: readonly ServiceProduct[],
  store: Pick<StoreSetting, 'unassignedMode'>,
  slots: readonly number[] | undefined,
  providerIds?: readonly string[],
  pageDesignerId: string | null = null,
): StepIssue[] {
  const issues = serviceIssues(cart, products, store, pageDesignerId);
  if (issues.length > 0) return issues;
  if (exceedsAmountCap(cartPriceRange(products, cart.events, cart.customerCount, providerIds).min)) {
    return [{ kind: 'OVER_CAP' }];
  }
  if (cart.selectedDate === null) return [{ kind: 'NO_DATE' }];
  if (cart.selectedTime === null) return [{ kind: 'NO_TIME' }];
  if (slots !== undefined && !slots.includes(cart.selectedTime)) return [{ kind: 'TIME_UNAVAILABLE' }];
  return [];
}

/**
 * Minutes one customer spends, as the engine reserves it: each event takes its designer's duration
 * (no preference: the longest of those who offer it), back to back, or the longest one when the
 * services run at the same time.
 */
export function cartMinutes(
  cart: Pick<ServiceCart, 'events'>,
  products: readonly ServiceProduct[],
  providerIds: readonly string[],
  parallel: boolean,
): number {
  const minutes = cart.events.flatMap((e) => {
    const product = products.find((p) => p.id === e.productId);
    return product ? [eventDuration(product, e.userId, e.subItemId, providerIds).max] : [];
  });
  if (minutes.length === 0) return 0;
  return parallel ? Math.max(...minutes) : minutes.reduce((a, b) => a + b, 0);
}

/** The designers the customer chose, each named once in cart order (none: every service is no preference). */
export function chosenDesignerNames(cart: Pick<ServiceCart, 'events'>): string[] {
  const names = cart.events.flatMap((e) => (e.userId && e.userName ? [e.userName] : []));
  return [...new Set(names)];
}
