import type { LoginResult, ValidatePhoneNumberResult } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Checks the code: answers the registration authToken, and signs an existing customer in. */
export const validatePhoneNumber = (cname: string, phoneE164: string, code: string) =>
  call(endpoints.validatePhoneNumber, { cname, body: { phoneE164, code } });

/** The login result inside validatePhoneNumber's answer for an existing customer. */
export function loginOf(result: ValidatePhoneNumberResult): LoginResult | null {
  if (!result.exists || !result.token || result.expireTime === undefined || !result.userId || !result.gender) {
    return null;
  }
  return {
    token: result.token,
    expireTime: result.expireTime,
    userId: result.userId,
    gender: result.gender,
    sourceId: result.sourceId ?? null,
  };
}
