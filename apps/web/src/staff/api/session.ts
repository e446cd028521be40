import { endpoints, type StaffSession } from '@salon/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { keepCsrfToken } from '../session';
import { useAction } from './action';
import { staffCall } from './client';

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
function useKeepSession(code: string) {
  const queryClient = useQueryClient();
  return (session: StaffSession) => {
    keepCsrfToken(session.csrfToken);
    queryClient.setQueryData(staffMeQuery(code).queryKey, session);
  };
}

export function useStaffLogin(code: string) {
  const keep = useKeepSession(code);
  return useAction(
    (body: { email: string; password: string }) => staffCall(endpoints.staffLogin, { cname: code, body }),
    {
      onSuccess: keep,
    },
  );
}

export function useStaffSetPassword(code: string) {
  const keep = useKeepSession(code);
  return useAction(
    (body: { token: string; password: string }) => staffCall(endpoints.staffSetPassword, { cname: code, body }),
    {
      onSuccess: keep,
    },
  );
}

/**
 * Signs out this device (or every device); whatever the answer, this page forgets the session:
 * `leave` (to the sign-in screen) runs first, so no screen asks again with the ended session.
 */
export function useStaffLogout(code: string, leave: () => unknown) {
  const queryClient = useQueryClient();
  return useAction((everywhere: boolean) => staffCall(endpoints.staffLogout, { cname: code, body: { everywhere } }), {
    onSettled: async () => {
      keepCsrfToken(null);
      // The screens leave first (the router's navigation settles), then their data goes.
      await leave();
      queryClient.removeQueries({ queryKey: ['staff', code] });
    },
  });
}
