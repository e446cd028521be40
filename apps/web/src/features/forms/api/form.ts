import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** A form to fill in, by its id (no sign-in needed to read it: the id is the key). */
export const formQuery = (cname: string, formId: string) =>
  queryOptions({
    queryKey: ['forms', 'form', cname, formId],
    queryFn: ({ signal }) => call(endpoints.formDetail, { cname, params: { formId }, signal }),
    staleTime: 0,
  });
