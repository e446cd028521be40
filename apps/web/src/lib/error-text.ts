import { zhTWMessage } from '@salon/contract';
import { type CustomerErrorArea, englishCatalogue } from './error-catalogue';

export { type CustomerErrorArea, setEnglishCatalogue } from './error-catalogue';

/**
 * An API error code as a sentence in the customer's language: the contract's catalogue in zh-TW
 * or English (messageFor, what the API itself writes for that language), the area's text, else the
 * generic one. Never the API's message as it came, which may be in another language. The English
 * catalogue comes with the English texts, so a page in Chinese never downloads it; the screens
 * loaded with the entry use `genericErrorText` (error-catalogue.ts), which carries the generic texts only.
 */
export function errorText(code: string, area: CustomerErrorArea = 'generic'): string {
  const english = englishCatalogue();
  return english ? english(code, area) : zhTWMessage(code, area);
}
