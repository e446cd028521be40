import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Sets the e-mail on file of the customer whose phone the authToken proves. */
export const resetEmail = (cname: string, authToken: string, email: string) =>
  call(endpoints.resetEmail, { cname, body: { authToken, email } });
