import { type CounterCheckoutBody, endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/** What the counter starts from: the booking, the customer's wallet, the shelf, a receipt once settled. */
export const counterViewQuery = (code: string, bookingId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'counter', bookingId],
    queryFn: ({ signal }) => staffCall(endpoints.staffCheckoutView, { cname: code, query: { bookingId }, signal }),
    staleTime: 0,
  });

/** The bill as it would be with these choices (nothing written): asked again as they change. */
export const counterQuoteQuery = (code: string, body: CounterCheckoutBody, enabled: boolean) =>
  queryOptions({
    queryKey: ['staff', code, 'counter-quote', body],
    queryFn: ({ signal }) => staffCall(endpoints.staffCheckoutQuote, { cname: code, body, signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Settles the booking: Completed and paid; the receipt comes back. */
export function useCounterCheckout(code: string) {
  const queryClient = useQueryClient();
  return useAction((body: CounterCheckoutBody) => staffCall(endpoints.staffCheckout, { cname: code, body }), {
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', code] }),
  });
}
