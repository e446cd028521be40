import type { CartEventInput } from '@salon/contract';
import { depositFor } from '@salon/domain';
import type { StoreRow } from '#api/db/rows';
import type { BookingQuote } from '#api/modules/availability/quote';
import type { BookingEventRow, NewBookingEvent } from './repository';

/**
 * What a booking takes of its quote (availability/quote.ts): its events as rows, its order lines
 * for the wallet, its deposit; and whether a lost race may be tried again with another designer.
 */

/** A booked event as its row keeps it, without the booking: names as they are now. */
export type BookedEvent = Pick<
  BookingEventRow,
  | 'customerIndex'
  | 'eventIndex'
  | 'productId'
  | 'productName'
  | 'productNameEn'
  | 'subItemId'
  | 'subItemName'
  | 'subItemNameEn'
  | 'requestedUserId'
  | 'providerId'
  | 'providerName'
  | 'price'
  | 'duration'
  | 'startTime'
  | 'endTime'
>;

/** The quote's events with the product, sub-item and provider names as they are now (the English ones too, issue 43.5). */
export function bookedEvents(quote: BookingQuote): BookedEvent[] {
  const productById = new Map(quote.products.map((p) => [p.id, p]));
  const providerName = new Map(quote.providers.map((p) => [p.id, p.name]));
  return quote.assigned.map((a) => {
    const product = productById.get(a.productId);
    const subItem = product?.subItems.find((s) => s.id === a.subItemId);
    return {
      customerIndex: a.customerIndex,
      eventIndex: a.eventIndex,
      productId: a.productId,
      productName: product?.name ?? a.productId,
      productNameEn: product?.en?.name || null,
      subItemId: a.subItemId,
      subItemName: subItem?.name ?? null,
      subItemNameEn: subItem?.en?.name || null,
      requestedUserId: a.requestedUserId,
      providerId: a.userId,
      providerName: providerName.get(a.userId) ?? a.userId,
      price: a.price,
      duration: a.duration,
      startTime: new Date(a.start * 1000),
      endTime: new Date(a.end * 1000),
    };
  });
}

/** The booking's services as order lines for the wallet: `customerIndex-eventIndex`, product, price. */
export function orderLines(quote: BookingQuote) {
  return quote.assigned.map((a) => ({
    id: `${a.customerIndex}-${a.eventIndex}`,
    productId: a.productId,
    amount: a.price,
  }));
}

/** The rows that hold the providers' time. */
export function eventRows(bookingId: string, storeId: string, quote: BookingQuote): NewBookingEvent[] {
  return bookedEvents(quote).map((e, index) => ({ ...e, bookingId, index, storeId, active: true }));
}

/** Deposit terms: the store's current ones, or the copy a booking keeps of what was agreed. */
type DepositTerms = Pick<StoreRow, 'depositRequired' | 'depositValue' | 'depositRule' | 'depositScope'>;

export function depositOf(terms: DepositTerms, total: number) {
  return depositFor({
    total,
    deposit: { required: terms.depositRequired, depositValue: terms.depositValue },
    depositRule: terms.depositRule,
    depositScope: terms.depositScope,
  });
}

/** Whether the engine picks a provider for some event, so a lost race may still succeed with another one. */
export function choosesProvider(store: StoreRow, events: CartEventInput[]): boolean {
  return store.unassignedMode === 'OnlyUnassigned' || events.some((e) => e.userId === null);
}
