import { messageFor } from '@salon/contract';
import i18next from 'i18next';

/** The areas whose error texts the customer app shows (sign-in has its own, in the auth namespace). */
export type CustomerErrorArea = 'generic' | 'booking' | 'retail';

/**
 * An API error code as a sentence in the customer's language: the contract's catalogue in zh-TW
 * or English (messageFor, what the API itself writes for that language), the area's text, else the
 * generic one. Never the API's message as it came, which may be in another language.
 */
export function errorText(code: string, area: CustomerErrorArea = 'generic'): string {
  return messageFor(code, area, i18next.language === 'en' ? 'en' : 'zh-TW');
}
