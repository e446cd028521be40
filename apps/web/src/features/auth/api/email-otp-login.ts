import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Signs in with the phone and a code or the password. */
export const emailOtpLogin = (cname: string, phoneE164: string, otpPassword: string) =>
  call(endpoints.emailOtpLogin, { cname, body: { phoneE164, otpPassword } });
