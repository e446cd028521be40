import { type EndpointQuery, endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

export type AuditFilter = EndpointQuery<'staffAudit'>;

/** The audit log, newest first, filtered. */
export const auditQuery = (code: string, filter: AuditFilter) =>
  queryOptions({
    queryKey: ['staff', code, 'audit', filter],
    queryFn: ({ signal }) => staffCall(endpoints.staffAudit, { cname: code, query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
