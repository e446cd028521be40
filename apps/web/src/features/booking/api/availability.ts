import type { CartEventInput } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

export interface AvailabilityInput {
  cname: string;
  /** The designer page's userId: no-preference events go to that designer. */
  pageUserId: string | null;
  events: CartEventInput[];
  customerCount: number;
  parallel: boolean;
  /** [start, end) asked for, unix seconds: the whole date strip, one request for all its days. */
  window: { start: number; end: number };
  /** When rescheduling: the booking whose own time counts as free. */
  excludeBookingId?: string;
}

/**
 * Start times of a window (the date strip's days) for the cart, with each day's count or why it has
 * none. Keyed by everything the answer depends on, so only the latest request's answer is ever
 * shown; a superseded request is aborted.
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
      call(endpoints.availability, {
        cname: input.cname,
        body: {
          startTime: input.window.start,
          endTime: input.window.end,
          events: input.events,
          parallel: input.parallel,
          customerCount: input.customerCount,
          ...(input.pageUserId ? { userId: input.pageUserId } : {}),
          ...(input.excludeBookingId ? { excludeBookingId: input.excludeBookingId } : {}),
        },
        signal,
      }),
    // Free times change as others book: a day seen again is asked again.
    staleTime: 0,
  });
