import { customerSideEndpoints as endpoints } from '@salon/contract';
import type { SendType } from '@salon/domain';
import { call } from '#web/lib/api';

/** Sends a 6-digit code by SMS (default) or to the e-mail on file; one a minute per phone. */
export const sendValidateCode = (cname: string, phoneE164: string, sendType: SendType = 'sms') =>
  call(endpoints.sendValidateCode, { cname, body: { phoneE164, sendType } });
