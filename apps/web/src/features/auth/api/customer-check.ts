import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Whether the phone is a customer of the store, and what sign-in it allows (e-mail on file, password, LINE). */
export const customerCheck = (cname: string, phoneE164: string) =>
  call(endpoints.customerCheck, { cname, body: { phoneE164, emailOTP: true } });
