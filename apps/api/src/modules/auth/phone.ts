import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fieldError } from '#api/http/errors';

function parse(input: string): PhoneNumber | undefined {
  const p = parsePhoneNumberFromString(input.trim(), 'TW');
  return p?.isValid() ? p : undefined;
}

/** E.164 of a phone typed in any common form (Taiwan by default), or null if it is not a valid number. */
export function normalizePhone(input: string): string | null {
  return parse(input)?.number ?? null;
}

/** The phone in E.164, or a 400 naming `field`. */
export function requirePhone(input: string, field = 'phoneE164'): string {
  const phone = normalizePhone(input);
  if (!phone) throw fieldError(field, '手機號碼格式不正確');
  return phone;
}

const NO_SMS = new Set(['FIXED_LINE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN', 'VOICEMAIL', 'PAGER']);

/** Whether a number can get an SMS (not a known landline or service number). */
export function canReceiveSms(e164: string): boolean {
  const type = parse(e164)?.getType();
  return !type || !NO_SMS.has(type);
}

/** +886912345678 → +886 ******678 */
export function maskPhone(e164: string): string {
  const p = parse(e164);
  if (!p) return '***';
  const national = String(p.nationalNumber);
  return `+${p.countryCallingCode} ${'*'.repeat(Math.max(0, national.length - 3))}${national.slice(-3)}`;
}

/** wang.mei@example.com → w***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
