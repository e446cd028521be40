import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** A submitted form with its signatures (its customer only). */
export const formViewQuery = (cname: string, formId: string) =>
  queryOptions({
    queryKey: ['forms', 'view', cname, formId],
    queryFn: ({ signal }) => call(endpoints.formView, { cname, params: { formId }, signal }),
  });
