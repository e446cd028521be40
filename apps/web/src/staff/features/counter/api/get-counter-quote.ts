import { type CounterCheckoutBody, endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The bill as it would be with these choices (nothing written): asked again as they change. */
export const counterQuoteQuery = (code: string, body: CounterCheckoutBody, enabled: boolean) =>
  queryOptions({
    queryKey: ['staff', code, 'counter-quote', body],
    queryFn: ({ signal }) => staffCall(endpoints.staffCheckoutQuote, { cname: code, body, signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
