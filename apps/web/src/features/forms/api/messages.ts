import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The message page: the store's announcements and notes, and (signed in) the forms still to fill in. */
export const messagesQuery = (cname: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['forms', 'messages', cname, signedIn],
    queryFn: ({ signal }) => call(endpoints.messages, { cname, signal }),
    staleTime: 60_000,
  });
