import type { DisplayLocale } from '@salon/domain';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR, retryAfterOf } from '#web/lib/api';

export const useStaffT = () => useTranslation('staff');

/** The language of the staff texts now. */
export function useStaffLocale(): DisplayLocale {
  const { i18n } = useStaffT();
  return i18n.language === 'en' ? 'en' : 'zh-TW';
}

/**
 * What went wrong, for a person: the API's own zh-TW text of its code (the contract's catalogue), in
 * English the staff texts' translation of the code; a dropped connection says so.
 */
export function errorText(error: unknown, locale: DisplayLocale): string {
  const t = i18next.getFixedT(locale, 'staff');
  if (isApiError(error, NETWORK_ERROR)) return t('errors.network');
  if (!isApiError(error)) return t('errors.unknown');
  const key = `errors.codes.${error.status}`;
  const base =
    locale === 'en'
      ? i18next.exists(key, { ns: 'staff', lng: 'en' })
        ? t(key)
        : t('errors.unknown')
      : error.message || t('errors.unknown');
  // Too many tries (sign-in, a locked password): how long to wait, which the API knows.
  const wait = retryAfterOf(error);
  return wait !== null && wait > 0 ? t('errors.withWait', { message: base, minutes: Math.ceil(wait / 60) }) : base;
}

/** VALIDATION_FAILED: the API's message per field (`data.fields`), keyed by the field's path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error, 'VALIDATION_FAILED')) return {};
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * The API's refusals of a form's fields (VALIDATION_FAILED): `err(path)` is the message under that
 * field (in English the staff texts' "check this field"), `listErr(name)` a list's first refused
 * entry (`holidays.0`), `api` the messages by path.
 */
export function useFieldErrors(error: unknown) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const api = fieldErrors(error);
  // The API's field messages are zh-TW: in English, the field's own text where there is one, else a generic one.
  const english = (path: string) => t(`errors.fields.${path}`, { defaultValue: t('errors.field') });
  const err = (path: string) => (api[path] ? (locale === 'en' ? english(path) : api[path]) : null);
  const listErr = (name: string) => err(Object.keys(api).find((k) => k === name || k.startsWith(`${name}.`)) ?? name);
  return { api, err, listErr };
}
