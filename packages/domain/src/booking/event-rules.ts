import type { ServiceProduct, SubItem } from '../vocabulary/catalog';
import type {
  CartEvent,
  CustomerGender,
  EventCheck,
  EventCheckCode,
  ProviderTerms,
  ResolvedEvent,
  UnassignedMode,
} from './types';

/**
 * The sub-item an event names. A named sub-item must exist; a product that shows sub-items
 * (isShowSubItem with a non-empty list) needs one chosen. `undefined` means invalid.
 */
export function resolveSubItem(
  product: ServiceProduct,
  subItemId: string | null | undefined,
): SubItem | null | undefined {
  if (subItemId) return product.subItems.find((s) => s.id === subItemId);
  if (product.isShowSubItem && product.subItems.length > 0) return undefined;
  return null;
}

/** Customer may book the product: no limit, or the limit equals the gender. Unknown gender (undefined) passes. */
export function genderAllowed(product: ServiceProduct, gender: CustomerGender | null | undefined): boolean {
  if (product.customerLimited === 'None' || gender === undefined) return true;
  return product.customerLimited === gender;
}

/**
 * Whether a provider offers the product: with isAssigned only providers listed with isProvided;
 * otherwise everyone, unless listed with isProvided false.
 */
export function offersProduct(product: ServiceProduct, userId: string): boolean {
  const entry = product.providers.find((p) => p.userId === userId);
  if (product.isAssigned) return entry?.isProvided === true;
  return entry === undefined || entry.isProvided;
}

/**
 * Price and duration of the product (or sub-item) for a provider: the provider's override unless
 * useDefault; for a sub-item the subItemProviders entry, falling back to the sub-item's own values.
 */
export function providerTerms(product: ServiceProduct, userId: string, subItem: SubItem | null): ProviderTerms {
  const entry = product.providers.find((p) => p.userId === userId);
  const override = entry !== undefined && !entry.useDefault;
  if (subItem) {
    const sub = override
      ? product.subItemProviders.find((s) => s.userId === userId && s.subItemId === subItem.id)
      : undefined;
    return { userId, price: (sub ?? subItem).price, duration: (sub ?? subItem).duration };
  }
  return override
    ? { userId, price: entry.price, duration: entry.duration }
    : { userId, ...defaultTerms(product, null) };
}

/** The product's (or sub-item's) own price and duration. */
export function defaultTerms(product: ServiceProduct, subItem: SubItem | null): { price: number; duration: number } {
  const source = subItem ?? product;
  return { price: source.price, duration: source.duration };
}

export interface EventRuleContext {
  products: readonly ServiceProduct[];
  providerIds: readonly string[];
  unassignedMode: UnassignedMode;
  customerGender?: CustomerGender | null;
}

type EventResolution = { ok: true; event: ResolvedEvent } | { ok: false; code: EventCheckCode };

/** The provider actually requested: OnlyUnassigned ignores any choice. */
function effectiveRequest(event: CartEvent, mode: UnassignedMode): string | null {
  return mode === 'OnlyUnassigned' ? null : event.userId;
}

/** Static checks of one event, in the order PRODUCT_NOT_EXISTS, GENDER_NOT_MATCH, PRODUCT_PROVIDER_NOT_EXISTS, NO_PROVIDERS. */
function resolveEvent(event: CartEvent, eventIndex: number, ctx: EventRuleContext): EventResolution {
  const product = ctx.products.find((p) => p.id === event.productId);
  if (!product) return { ok: false, code: 'PRODUCT_NOT_EXISTS' };
  const subItem = resolveSubItem(product, event.subItemId);
  if (subItem === undefined) return { ok: false, code: 'PRODUCT_NOT_EXISTS' };
  if (!genderAllowed(product, ctx.customerGender)) return { ok: false, code: 'GENDER_NOT_MATCH' };
  const requestedUserId = effectiveRequest(event, ctx.unassignedMode);
  const eligible = ctx.providerIds.filter((id) => offersProduct(product, id));
  if (requestedUserId !== null && !eligible.includes(requestedUserId)) {
    return { ok: false, code: 'PRODUCT_PROVIDER_NOT_EXISTS' };
  }
  if (requestedUserId === null && ctx.unassignedMode === 'OnlyProvider') return { ok: false, code: 'NO_PROVIDERS' };
  const ids = requestedUserId === null ? eligible : [requestedUserId];
  if (ids.length === 0) return { ok: false, code: 'NO_PROVIDERS' };
  const candidates = ids.map((id) => providerTerms(product, id, subItem));
  const slotMinutes = Math.max(...candidates.map((c) => c.duration));
  return { ok: true, event: { eventIndex, product, subItem, requestedUserId, candidates, slotMinutes } };
}

/** Static checks for the whole cart; `resolved` is null when any event fails. */
export function resolveEvents(
  events: readonly CartEvent[],
  ctx: EventRuleContext,
): { checks: EventCheck[]; resolved: ResolvedEvent[] | null } {
  const resolved: ResolvedEvent[] = [];
  const checks = events.map((event, eventIndex): EventCheck => {
    const result = resolveEvent(event, eventIndex, ctx);
    if (result.ok) resolved.push(result.event);
    return { eventIndex, productId: event.productId, status: result.ok ? 'SUCCESS' : result.code };
  });
  return { checks, resolved: resolved.length === events.length ? resolved : null };
}
