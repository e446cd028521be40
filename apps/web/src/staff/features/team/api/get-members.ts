import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's staff accounts: name, e-mail, role, designer column, last sign-in, active. */
export const membersQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'members'],
    queryFn: ({ signal }) => staffCall(endpoints.staffMembers, { cname: code, signal }),
  });
