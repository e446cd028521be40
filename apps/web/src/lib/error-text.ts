import { zhTWMessage } from '@salon/contract';
import i18next from 'i18next';

/** The areas whose error texts the customer app shows (sign-in has its own, in the auth namespace). */
export type CustomerErrorArea = 'generic' | 'booking' | 'retail';

type EnglishMessage = (code: string, area: CustomerErrorArea) => string;

/** The contract's English catalogue, handed over when the English texts load (lib/i18n.ts). */
let englishMessage: EnglishMessage | null = null;

export function setEnglishCatalogue(message: EnglishMessage) {
  englishMessage = message;
}

/**
 * An API error code as a sentence in the customer's language: the contract's catalogue in zh-TW
 * or English (messageFor, what the API itself writes for that language), the area's text, else the
 * generic one. Never the API's message as it came, which may be in another language. The English
 * catalogue comes with the English texts, so a page in Chinese never downloads it.
 */
export function errorText(code: string, area: CustomerErrorArea = 'generic'): string {
  return i18next.language === 'en' && englishMessage ? englishMessage(code, area) : zhTWMessage(code, area);
}
