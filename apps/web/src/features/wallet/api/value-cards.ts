import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's value cards (hidden ones left out). */
export const valueCardsQuery = (cname: string) =>
  queryOptions({
    queryKey: ['wallet', 'valueCards', cname],
    queryFn: ({ signal }) => call(endpoints.customerValueCards, { cname, signal }),
  });
