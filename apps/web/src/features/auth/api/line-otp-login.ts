import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Signs in with the LINE proof; RESOURCE_NOT_FOUND when the LINE user is no customer yet. */
export const lineOtpLogin = (cname: string, lineLoginId: string) =>
  call(endpoints.lineOtpLogin, { cname, body: { lineLoginId } });
