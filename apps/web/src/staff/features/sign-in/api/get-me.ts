import { endpoints, type StaffSession } from '@salon/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';
import { keepCsrfToken } from '#web/staff/lib/csrf';

/** Who is signed in (and the session's CSRF token): asked once on load to restore the session. */
export const staffMeQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'me'],
    queryFn: async ({ signal }) => {
      const session = await staffCall(endpoints.staffMe, { cname: code, signal });
      keepCsrfToken(session.csrfToken);
      return session;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Keeps a new session (sign-in, password set): its token for the calls, its member for the screens. */
export function useKeepSession(code: string) {
  const queryClient = useQueryClient();
  return (session: StaffSession) => {
    keepCsrfToken(session.csrfToken);
    queryClient.setQueryData(staffMeQuery(code).queryKey, session);
  };
}
