import { messageFor } from '@salon/contract';
import i18next from 'i18next';

/** The areas whose error texts the customer app shows (sign-in has its own, in the auth namespace). */
export type CustomerErrorArea = 'generic' | 'booking' | 'retail';

/**
 * An API error code as a sentence in the customer's language: in zh-TW the catalogue's text
 * (messageFor, what the API itself writes), in English the web's own (locales/errors.en.json, the
 * area's text, else the generic one). Never the API's message, which is zh-TW.
 */
export function errorText(code: string, area: CustomerErrorArea = 'generic'): string {
  if (i18next.language !== 'en') return messageFor(code, area);
  for (const table of area === 'generic' ? ['generic'] : [area, 'generic']) {
    const key = `apiErrors.${table}.${code}`;
    if (i18next.exists(key)) return i18next.t(key);
  }
  return area === 'booking'
    ? i18next.t('apiErrors.booking.unknown', { code })
    : i18next.t('apiErrors.generic.UNKNOWN_ERROR');
}
