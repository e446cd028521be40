import type { EndpointBody, ServiceMenu } from '@salon/contract';
import { type DesignerService, designerServices, type Gender } from '@salon/domain';

/** One service chosen on the form, with its option when it has options. */
export interface ServicePick {
  productId: string;
  subItemId: string | null;
}

/** What the staff booking form holds. */
export interface StaffBookingValues {
  /** A walk-in without a phone: booked by name alone. */
  walkIn: boolean;
  /** A customer of the store found by name or phone (their name and phone then shown, not typed). */
  customerId: string | null;
  /** A manager or owner books outside working hours. */
  outsideHours: boolean;
  phone: string;
  name: string;
  /** The walk-in's or new customer's gender, asked when a chosen service is limited to one ('' not asked). */
  gender: Gender | '';
  /** The chosen designer, or '' for the first designer free at the start. */
  designerId: string;
  /** `HH:mm` on the form's day. */
  time: string;
  picks: ServicePick[];
  notes: string;
}

/** A service on the form: one designer's terms, or the lowest and highest over the designers giving it. */
export interface DeskService extends DesignerService {
  priceMax: number;
  durationMax: number;
}

/**
 * The services the form offers: the chosen designer's, by the customer's own rule (domain
 * designerServices, never a second list); for "first free designer" every service some designer
 * gives, with the range of their prices and minutes.
 */
export function deskServices(
  products: ServiceMenu['products'],
  designerIds: readonly string[],
  designerId: string,
): DeskService[] {
  const lists = (designerId ? [designerId] : designerIds).map((id) => designerServices(products, id));
  return products.flatMap((p) => {
    const terms = lists.flatMap((list) => list.filter((s) => s.id === p.id));
    const first = terms[0];
    if (!first) return [];
    return [
      {
        ...first,
        price: Math.min(...terms.map((s) => s.price)),
        priceMax: Math.max(...terms.map((s) => s.price)),
        duration: Math.min(...terms.map((s) => s.duration)),
        durationMax: Math.max(...terms.map((s) => s.duration)),
      },
    ];
  });
}

/** The picks the services offered still give (another designer chosen): the rest are let go. */
export function picksOffered(picks: readonly ServicePick[], services: readonly DeskService[]): ServicePick[] {
  return picks.filter((pick) => {
    const service = services.find((s) => s.id === pick.productId);
    return service && (pick.subItemId === null || service.options.some((o) => o.id === pick.subItemId));
  });
}

/** Adds or removes a service (or one of its options): a service is chosen once, with one option. */
export function togglePick(picks: readonly ServicePick[], pick: ServicePick): ServicePick[] {
  const same = picks.find((p) => p.productId === pick.productId);
  const others = picks.filter((p) => p.productId !== pick.productId);
  return same && same.subItemId === pick.subItemId ? others : [...others, pick];
}

/** The gender a chosen service is limited to (the first such), or null when none is. */
export function limitOf(services: readonly DeskService[], picks: readonly ServicePick[]): Gender | null {
  const limited = services.find((s) => s.customerLimited !== 'None' && picks.some((p) => p.productId === s.id));
  return limited ? (limited.customerLimited as Gender) : null;
}

/** The API's body: every service with the chosen designer (or the first free), one after another from the start. */
export function staffBookingBody(form: StaffBookingValues, startTime: number): EndpointBody<'staffCreateBooking'> {
  const gender = form.gender || 'Other';
  return {
    events: form.picks.map((p) => ({
      productId: p.productId,
      userId: form.designerId || null,
      ...(p.subItemId ? { subItemId: p.subItemId } : {}),
    })),
    startTime,
    customerCount: 1,
    parallel: false,
    customer: form.customerId
      ? { customerId: form.customerId }
      : form.walkIn
        ? { walkIn: true, name: form.name.trim(), gender }
        : { phone: form.phone.trim(), name: form.name.trim(), gender },
    customerNotes: form.notes.trim(),
    outsideHours: form.outsideHours,
  };
}
