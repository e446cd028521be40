import type { SendType } from '@salon/domain';
import { ApiError, retryAfterOf } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { customerCheck } from './api/customer-check';
import { sendValidateCode } from './api/send-validate-code';
import { fieldErrorsOf } from './errors';
import { type LoginPurpose, type SentCode, updateLoginSession } from './login-session';

export type SendOutcome =
  /** A code is on its way (or one was sent under a minute ago: `tooSoon`); go to the code screen. */
  | { type: 'sent'; tooSoon: boolean }
  /** The API refused the phone (VALIDATION_FAILED on phoneE164). */
  | { type: 'badPhone' }
  | { type: 'error'; error: unknown };

/**
 * Step one of every sign-in path (the customer check, then the code): asks whether the
 * phone is a customer (for the e-mail option) and sends the code in parallel, and records both in
 * the login session for the code screen. A code sent under a minute ago still counts as sent.
 */
export async function requestCode(
  cname: string,
  phoneE164: string,
  purpose: LoginPurpose,
  sendType: SendType = 'sms',
): Promise<SendOutcome> {
  const [check, send] = await Promise.allSettled([
    customerCheck(cname, phoneE164),
    sendValidateCode(cname, phoneE164, sendType),
  ]);
  const known = check.status === 'fulfilled' ? check.value : null;
  const base = {
    phoneE164,
    purpose,
    exists: known?.exists,
    email: known?.loginInfo?.email ?? null,
    authToken: undefined,
    authTokenExpireTime: undefined,
    register: undefined,
  };
  if (send.status === 'fulfilled') {
    const r = send.value;
    const sent: SentCode = {
      sendType: r.sendType,
      to: r.to,
      expireTime: r.expireTime,
      resendAt: nowSeconds() + r.resendAfter,
    };
    updateLoginSession(cname, { ...base, sent });
    return { type: 'sent', tooSoon: false };
  }
  const error = send.reason;
  if (error instanceof ApiError && error.status === 'OTP_TOO_SOON') {
    const wait = retryAfterOf(error) ?? 60;
    const sent: SentCode = { sendType, to: '', expireTime: nowSeconds() + 300, resendAt: nowSeconds() + wait };
    updateLoginSession(cname, { ...base, sent });
    return { type: 'sent', tooSoon: true };
  }
  if (fieldErrorsOf(error).phoneE164) return { type: 'badPhone' };
  return { type: 'error', error };
}
