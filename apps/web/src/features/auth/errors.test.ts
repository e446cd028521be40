import { AUTH_ERRORS, ERROR_TEXTS_EN, GENERIC_ERRORS } from '@salon/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import en from '#web/locales/auth.en.json';
import zhTW from '#web/locales/auth.zh-TW.json';
import { authErrorMessage, formatWait, loginErrorCode, loginErrorKind, loginErrorText, type Translate } from './errors';

let zh: Translate;
let english: Translate;

beforeAll(async () => {
  // As lib/i18n.ts registers them: the API texts are the contract's, in either language.
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'zh-TW',
    fallbackLng: 'zh-TW',
    ns: ['auth'],
    defaultNS: 'auth',
    interpolation: { escapeValue: false },
    resources: {
      'zh-TW': { auth: { ...zhTW, apiErrors: { ...GENERIC_ERRORS, ...AUTH_ERRORS } } },
      en: { auth: { ...en, apiErrors: { ...ERROR_TEXTS_EN.generic, ...ERROR_TEXTS_EN.auth } } },
    },
  });
  zh = i18n.getFixedT('zh-TW', 'auth') as unknown as Translate;
  english = i18n.getFixedT('en', 'auth') as unknown as Translate;
});

describe('LINE login error dialog: title by error code', () => {
  it.each([
    [null, 'default', '目前暫不接受預約'],
    [undefined, 'default', '目前暫不接受預約'],
    ['UNAUTHORIZED', 'unauthorized', '授權失敗'],
    ['LINE_UNAUTHORIZED', 'lineUnauthorized', 'LINE 驗證失敗'],
    ['SERVICE_UNAVAILABLE', 'failed', '登入失敗'],
    ['LINE_NOT_ENABLED', 'failed', '登入失敗'],
    ['INIT_FAILED', 'failed', '登入失敗'],
  ])('%s → %s (%s)', (code, kind, title) => {
    expect(loginErrorKind(code)).toBe(kind);
    expect(loginErrorText(code, zh)).toEqual({ title, description: '請聯繫店家', button: '重新整理' });
  });

  it('has the same dialog in English', () => {
    expect(loginErrorText(null, english).title).toBe('Appointments not accepted currently');
    expect(loginErrorText('UNAUTHORIZED', english).title).toBe('Authorization failed');
    expect(loginErrorText('LINE_UNAUTHORIZED', english).title).toBe('LINE verification failed');
    expect(loginErrorText('X', english)).toEqual({
      title: 'Login failed',
      description: 'Please contact the salon.',
      button: 'Refresh',
    });
  });

  it('takes the code from an API error or from a LIFF SDK error', () => {
    expect(loginErrorCode(new ApiError(403, 'LINE_UNAUTHORIZED', 'x'))).toBe('LINE_UNAUTHORIZED');
    expect(loginErrorCode(Object.assign(new Error('x'), { code: 'INIT_FAILED' }))).toBe('INIT_FAILED');
    expect(loginErrorCode(new Error('x'))).toBeNull();
  });
});

describe('messages of failed sign-in calls', () => {
  it('uses the contract texts in zh-TW, with the tries left on a wrong code', () => {
    const wrong = new ApiError(422, 'OTP_INVALID', '驗證碼錯誤，還可以再試 3 次', { remainingTries: 3 });
    expect(authErrorMessage(wrong, zh)).toBe(`${AUTH_ERRORS.OTP_INVALID}（還可以再試 3 次）`);
    expect(authErrorMessage(wrong, english)).toBe('That code is not right. Please try again. (3 tries left)');
    expect(authErrorMessage(new ApiError(422, 'OTP_INVALID', 'x', { remainingTries: 1 }), english)).toBe(
      'That code is not right. Please try again. (1 try left)',
    );
  });

  it('says expired and locked codes as the contract does', () => {
    expect(authErrorMessage(new ApiError(422, 'OTP_EXPIRED', 'x'), zh)).toBe(AUTH_ERRORS.OTP_EXPIRED);
    expect(authErrorMessage(new ApiError(429, 'OTP_LOCKED', 'x', { remainingTries: 0 }), zh)).toBe(
      AUTH_ERRORS.OTP_LOCKED,
    );
  });

  it('adds the wait to too-soon, daily-limit and rate-limited answers', () => {
    expect(authErrorMessage(new ApiError(429, 'OTP_TOO_SOON', 'x', { retryAfter: 42 }), zh)).toBe(
      `${AUTH_ERRORS.OTP_TOO_SOON}（請於 42 秒後再試）`,
    );
    expect(authErrorMessage(new ApiError(429, 'OTP_DAILY_LIMIT', 'x', { retryAfter: 5 * 3600 - 10 }), zh)).toBe(
      `${AUTH_ERRORS.OTP_DAILY_LIMIT}（請於 5 小時後再試）`,
    );
    expect(authErrorMessage(new ApiError(429, 'RATE_LIMITED', 'x', { retryAfter: 90 }), english)).toBe(
      'Too many attempts. Please wait a moment. (try again in 2 minutes)',
    );
  });

  it('falls back to the API message for a code it does not know, and to a generic text otherwise', () => {
    expect(authErrorMessage(new ApiError(418, 'TEAPOT', '我是茶壺'), zh)).toBe('我是茶壺');
    expect(authErrorMessage(new Error('boom'), zh)).toBe(GENERIC_ERRORS.UNKNOWN_ERROR);
    expect(authErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Network Error'), zh)).toBe(
      '網路連線不穩定，請確認連線後再試一次',
    );
  });

  it('has an English text for every auth error code', () => {
    for (const code of Object.keys(AUTH_ERRORS)) expect(ERROR_TEXTS_EN.auth).toHaveProperty(code);
  });

  it('rounds waits up', () => {
    expect(formatWait(0.2, zh)).toBe('1 秒');
    expect(formatWait(61, zh)).toBe('2 分鐘');
    expect(formatWait(3601, english)).toBe('2 hours');
  });
});
