import { endpoints } from '@salon/contract';
import type { StaffRole } from '@salon/domain';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** The owner invites a member: the answer holds the one-time set-password link (shown once). */
export function useInviteMember(code: string) {
  return useAction((body: { email: string; name: string; role: StaffRole; providerId: string | null }) =>
    staffCall(endpoints.staffInvite, { cname: code, body }),
  );
}
