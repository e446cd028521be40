import { ApiError, NETWORK_ERROR, retryAfterOf } from '#web/lib/api';

/**
 * What a failed sign-in call tells the customer. The zh-TW texts are the contract's AUTH_ERRORS
 * (registered as the `apiErrors` keys of the auth namespace in lib/i18n.ts); English has its own.
 */

/** The slice of i18next's t these helpers use (tests pass a stub). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const numberIn = (data: unknown, key: string): number | null => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** OTP_INVALID / PASSWORD_INVALID: tries left on this code. */
const remainingTriesOf = (error: unknown): number | null =>
  error instanceof ApiError ? numberIn(error.data, 'remainingTries') : null;

/** VALIDATION_FAILED: the API's message per field (`data.fields`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 'VALIDATION_FAILED') return {};
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** 45 秒 / 3 分鐘 / 5 小時 — rounded up, so the customer never retries too early. */
export function formatWait(seconds: number, t: Translate): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return t('wait.seconds', { count: s });
  if (s < 3600) return t('wait.minutes', { count: Math.ceil(s / 60) });
  return t('wait.hours', { count: Math.ceil(s / 3600) });
}

/** One sentence for a failed auth or customer call: the code's text plus tries left or the wait. */
export function authErrorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('apiErrors.UNKNOWN_ERROR');
  if (error.status === NETWORK_ERROR) return t('errors.network');
  const base = t(`apiErrors.${error.status}`, { defaultValue: error.message || t('apiErrors.UNKNOWN_ERROR') });
  const tries = remainingTriesOf(error);
  if (tries !== null && tries > 0 && (error.status === 'OTP_INVALID' || error.status === 'PASSWORD_INVALID')) {
    return t('errors.withTries', { message: base, count: tries });
  }
  const wait = retryAfterOf(error);
  if (wait !== null && wait > 0) return t('errors.withWait', { message: base, wait: formatWait(wait, t) });
  return base;
}

// The LINE login error dialog --------------------------------------------------------------------

export type LoginErrorKind = 'default' | 'unauthorized' | 'lineUnauthorized' | 'failed';

/**
 * The dialog's title by error code: none → the default (目前暫不接受預約), UNAUTHORIZED → 授權失敗,
 * LINE_UNAUTHORIZED → LINE 驗證失敗, any other → 登入失敗.
 */
export function loginErrorKind(code: string | null | undefined): LoginErrorKind {
  if (!code) return 'default';
  if (code === 'UNAUTHORIZED') return 'unauthorized';
  if (code === 'LINE_UNAUTHORIZED') return 'lineUnauthorized';
  return 'failed';
}

export interface LoginErrorText {
  title: string;
  description: string;
  button: string;
}

/** Title by kind; the text (contact the shop) and the one button (重新整理) are the same for all. */
export function loginErrorText(code: string | null | undefined, t: Translate): LoginErrorText {
  return {
    title: t(`loginError.title.${loginErrorKind(code)}`),
    description: t('loginError.description'),
    button: t('loginError.refresh'),
  };
}

/** The code a LIFF or API failure is shown by: the API's status, else the LIFF SDK's code, else none. */
export function loginErrorCode(error: unknown): string | null {
  if (error instanceof ApiError) return error.status;
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : null;
}
