import type { EndpointBody, ServiceMenu } from '@salon/contract';

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
  designerId: string;
  /** `HH:mm` on the form's day. */
  time: string;
  productIds: string[];
  notes: string;
}

/**
 * The services a designer gives, with their price and minutes for that designer: a product listing
 * its providers offers only theirs (their own price and time unless they use the default).
 */
export function offeredServices(
  products: ServiceMenu['products'],
  designerId: string,
): { id: string; name: string; price: number; duration: number }[] {
  return products.flatMap((p) => {
    if (p.providers.length === 0) return [{ id: p.id, name: p.name, price: p.price, duration: p.duration }];
    const own = p.providers.find((pp) => pp.userId === designerId && pp.isProvided);
    if (!own) return [];
    const price = own.useDefault ? p.price : own.price;
    const duration = own.useDefault ? p.duration : own.duration;
    return [{ id: p.id, name: p.name, price, duration }];
  });
}

/** The API's body: every service with the chosen designer, one after another from the start. */
export function staffBookingBody(form: StaffBookingValues, startTime: number): EndpointBody<'staffCreateBooking'> {
  return {
    events: form.productIds.map((productId) => ({ productId, userId: form.designerId })),
    startTime,
    customerCount: 1,
    parallel: false,
    customer: form.customerId
      ? { customerId: form.customerId }
      : form.walkIn
        ? { walkIn: true, name: form.name.trim(), gender: 'Other' }
        : { phone: form.phone.trim(), name: form.name.trim(), gender: 'Other' },
    customerNotes: form.notes.trim(),
    outsideHours: form.outsideHours,
  };
}
