import { zhTWGenericMessage } from '@salon/contract';
import i18next from 'i18next';

/** The areas whose error texts the customer app shows (sign-in has its own, in the auth namespace). */
export type CustomerErrorArea = 'generic' | 'booking' | 'retail';

type EnglishMessage = (code: string, area: CustomerErrorArea) => string;

/** The contract's English catalogue, handed over when the English texts load (lib/i18n.ts). */
let englishMessage: EnglishMessage | null = null;

export function setEnglishCatalogue(message: EnglishMessage) {
  englishMessage = message;
}

/** The English catalogue when the page is in English and it has loaded; otherwise null (zh-TW). */
export function englishCatalogue(): EnglishMessage | null {
  return i18next.language === 'en' ? englishMessage : null;
}

/**
 * `errorText(code)` (lib/error-text.ts) for the generic area only: the error screens of the entry use
 * it, so the store page's first scripts carry the generic zh-TW texts, not every area's
 * (docs/decisions/performance.md, "The store page's scripts back under 130 KiB").
 */
export function genericErrorText(code: string): string {
  const english = englishCatalogue();
  return english ? english(code, 'generic') : zhTWGenericMessage(code);
}
