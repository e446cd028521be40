import type {
  BookingCancelled,
  BookingCart,
  BookingCreated,
  BookingDetail,
  BookingStatus,
  CartEventInput,
  CheckoutSummary,
  CreateBookingRequest,
  DurationResult,
  UpdateBookingRequest,
} from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Booking calls of spec section 7 (shapes in packages/contract/src/bookings.ts). */

export interface AvailabilityInput {
  cname: string;
  /** The designer page's userId: no-preference events go to that designer. */
  pageUserId: string | null;
  events: CartEventInput[];
  customerCount: number;
  parallel: boolean;
  /** [start, end) of the day asked for, unix seconds. */
  window: { start: number; end: number };
  /** When rescheduling: the booking whose own time counts as free. */
  excludeBookingId?: string;
}

/**
 * Start times of one day for the cart. Keyed by everything the answer depends on, so only the
 * latest request's answer is ever shown (spec section 4); a superseded request is aborted.
 */
export const availabilityQuery = (input: AvailabilityInput) =>
  queryOptions({
    queryKey: [
      'bookings',
      'duration',
      input.cname,
      input.pageUserId,
      input.events,
      input.customerCount,
      input.parallel,
      input.window.start,
      input.window.end,
      input.excludeBookingId ?? null,
    ],
    queryFn: ({ signal }) =>
      api.post<DurationResult>(
        '/bookings/duration',
        {
          startTime: input.window.start,
          endTime: input.window.end,
          events: input.events,
          parallel: input.parallel,
          customerCount: input.customerCount,
          ...(input.pageUserId ? { userId: input.pageUserId } : {}),
          ...(input.excludeBookingId ? { excludeBookingId: input.excludeBookingId } : {}),
        },
        { cname: input.cname, signal },
      ),
    // Free times change as others book: a day seen again is asked again.
    staleTime: 0,
  });

export const checkoutQuery = (cname: string, token: string | null, cart: BookingCart) =>
  queryOptions({
    queryKey: ['bookings', 'checkout', cname, token, cart],
    queryFn: ({ signal }) => api.post<CheckoutSummary>('/bookings/checkout', cart, { cname, signal }),
    staleTime: 0,
  });

export const userNotesQuery = (cname: string, token: string | null) =>
  queryOptions({
    queryKey: ['bookings', 'userNotes', cname, token],
    queryFn: ({ signal }) => api.get<string[]>('/bookings/userNotes', { cname, signal }),
    enabled: !!token,
  });

export const bookingListQuery = (cname: string, token: string | null, status: BookingStatus | null) =>
  queryOptions({
    queryKey: ['bookings', 'list', cname, token, status],
    queryFn: ({ signal }) =>
      api.get<BookingDetail[]>('/bookings', { cname, query: { status: status ?? undefined }, signal }),
    enabled: !!token,
    staleTime: 0,
  });

export const bookingDetailQuery = (cname: string, bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', cname, bookingId],
    queryFn: ({ signal }) => api.get<BookingDetail>(`/bookings/${encodeURIComponent(bookingId)}`, { cname, signal }),
    staleTime: 0,
  });

export function createBooking(cname: string, body: CreateBookingRequest, idempotencyKey: string) {
  return api.post<BookingCreated>('/bookings', body, { cname, headers: { 'idempotency-key': idempotencyKey } });
}

export function rescheduleBooking(cname: string, body: UpdateBookingRequest) {
  return api.put<BookingCreated>('/bookings', body, { cname });
}

export function cancelBooking(cname: string, bookingId: string) {
  return api.delete<BookingCancelled>('/bookings', { bookingId }, { cname });
}
