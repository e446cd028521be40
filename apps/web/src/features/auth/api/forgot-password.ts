import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Sets a new password for the customer whose phone the authToken proves, and signs them in. */
export const forgotPassword = (cname: string, authToken: string, password: string) =>
  call(endpoints.forgotPassword, { cname, body: { authToken, password } });
