import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#web/lib/storage';
import {
  clearLoginSession,
  hasPendingCode,
  hasRegistrationSession,
  loginSessionKey,
  pendingLineLogin,
  readLoginSession,
  updateLoginSession,
} from './login-session';

const NOW = 1_760_000_000;
const sent = { sendType: 'sms' as const, to: '+886 *******678', expireTime: NOW + 300, resendAt: NOW + 60 };

describe('login session (needLoginSession)', () => {
  it('is kept per store under the product prefix', () => {
    const storage = memoryStorage();
    updateLoginSession('demo', { phoneE164: '+886912345678' }, storage);
    expect(loginSessionKey('demo')).toBe('salon:login-session:demo');
    expect(readLoginSession('other', storage)).toEqual({});
    expect(readLoginSession('demo', storage).phoneE164).toBe('+886912345678');
  });

  it('the code screen needs a phone and a code asked for', () => {
    expect(hasPendingCode({})).toBe(false);
    expect(hasPendingCode({ phoneE164: '+886912345678' })).toBe(false);
    expect(hasPendingCode({ phoneE164: '+886912345678', sent })).toBe(true);
  });

  it('registration needs a verified phone whose session has not expired', () => {
    const verified = { phoneE164: '+886912345678', authToken: 'a', authTokenExpireTime: NOW + 1 };
    expect(hasRegistrationSession(verified, NOW)).toBe(true);
    expect(hasRegistrationSession({ ...verified, authTokenExpireTime: NOW }, NOW)).toBe(false);
    expect(hasRegistrationSession({ ...verified, authToken: undefined }, NOW)).toBe(false);
    expect(hasRegistrationSession({ ...verified, phoneE164: undefined }, NOW)).toBe(false);
  });

  it('a LINE proof is pending while valid, and survives the end of a sign-in path when asked', () => {
    const storage = memoryStorage();
    updateLoginSession(
      'demo',
      { lineLoginId: 'proof', lineLoginExpireTime: NOW + 10, phoneE164: '+886912345678' },
      storage,
    );
    expect(pendingLineLogin(readLoginSession('demo', storage), NOW)).toBe('proof');
    expect(pendingLineLogin(readLoginSession('demo', storage), NOW + 10)).toBeNull();
    clearLoginSession('demo', { keepLine: true }, storage);
    expect(readLoginSession('demo', storage)).toEqual({ lineLoginId: 'proof', lineLoginExpireTime: NOW + 10 });
    clearLoginSession('demo', {}, storage);
    expect(readLoginSession('demo', storage)).toEqual({});
  });
});
