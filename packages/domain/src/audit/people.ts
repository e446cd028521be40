import type { BookingFacts, Said } from './context';

/** A customer's name: by their id, or as the customer of a booking; "a customer" when unknown (never an id). */
export function customerOf(s: Said, customerId: string | null, bookingId?: string): string {
  const { customers, bookings } = s.ctx.names;
  const byId = customerId ? customers[customerId] : undefined;
  const byBooking = bookingId ? bookings[bookingId]?.customer : undefined;
  return byId || byBooking || s.say('一位顧客', 'a customer');
}

/** A designer's name by id; "a designer" when unknown. */
export function designerOf(s: Said, designerId: unknown): string {
  const name = typeof designerId === 'string' ? s.ctx.names.designers[designerId] : undefined;
  return name || s.say('一位設計師', 'a designer');
}

export function bookingOf(s: Said, bookingId: string): BookingFacts | null {
  return s.ctx.names.bookings[bookingId] ?? null;
}
