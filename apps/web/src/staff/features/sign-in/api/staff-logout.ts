import { endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import { keepCsrfToken } from '#web/staff/lib/csrf';

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
