import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's earlier booking notes; nothing is asked without a token. */
export const userNotesQuery = (cname: string, token: string | null) =>
  queryOptions({
    queryKey: ['bookings', 'userNotes', cname, token],
    queryFn: ({ signal }) => call(endpoints.userNotes, { cname, signal }),
    enabled: !!token,
  });
