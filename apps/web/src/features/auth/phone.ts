import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';

/**
 * Phone numbers of sign-in, sent to the API in E.164. The `mobile` metadata only accepts
 * numbers that can receive a text message, so a landline is refused before a code is asked for.
 */

export const DEFAULT_COUNTRY: CountryCode = 'TW';

/** Listed first, after Taiwan: where the customers of a Taiwanese salon most often have a number from. */
const COMMON_COUNTRIES: readonly CountryCode[] = ['HK', 'MO', 'CN', 'JP', 'KR', 'SG', 'MY', 'US'];

export type PhoneProblem = 'required' | 'invalid';

/** A phone typed in any common form (0912-345-678, 912345678, +886 912 345 678) as E.164, or null. */
export function toE164(input: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  const text = input.trim();
  if (!text) return null;
  const phone = parsePhoneNumberFromString(text, { defaultCountry: country });
  return phone?.isValid() ? phone.number : null;
}

export function phoneProblem(input: string, country: CountryCode = DEFAULT_COUNTRY): PhoneProblem | null {
  if (!input.trim()) return 'required';
  return toE164(input, country) ? null : 'invalid';
}

/** How a customer reads their own number: 0912 345 678 in Taiwan, +852 9123 4567 elsewhere. */
export function formatPhone(e164: string, home: CountryCode = DEFAULT_COUNTRY): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.country === home ? phone.formatNational() : phone.formatInternational();
}

/** The country of an E.164 number (to preselect it when the customer comes back to the form). */
export function countryOf(e164: string): CountryCode | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}

/** The national form to put back into the input next to its country, e.g. 0912 345 678. */
export function nationalInput(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

export interface CountryOption {
  code: CountryCode;
  callingCode: string;
  name: string;
}

/** Taiwan, then the common ones, then every other country by name in the customer's language. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const option = (code: CountryCode): CountryOption => ({
    code,
    callingCode: getCountryCallingCode(code),
    name: names?.of(code) ?? code,
  });
  const first = [DEFAULT_COUNTRY, ...COMMON_COUNTRIES];
  const rest = getCountries()
    .filter((code) => !first.includes(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...first.map(option), ...rest];
}

export type { CountryCode };
