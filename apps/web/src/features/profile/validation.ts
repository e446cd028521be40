/**
 * Field rules of registration and the profile editor — the same limits the API's schemas apply
 * (packages/contract customer.ts), with messages in the customer's language (keys of the auth
 * namespace). Pure: the forms and the tests call them.
 */
import { daysInMonth, GENDERS, type Gender, isOneOf } from '@salon/domain';

const LAST_NAME_MAX = 50;
const EMAIL_MAX = 254;
export const BIRTH_MIN_YEAR = 1900;

/** A message key and its values, or null when the value is fine. */
export type Problem = { key: string; values?: Record<string, unknown> } | null;

export function lastNameProblem(value: string): Problem {
  const name = value.trim();
  if (!name) return { key: 'validation.lastNameRequired' };
  if ([...name].length > LAST_NAME_MAX) return { key: 'validation.lastNameTooLong', values: { max: LAST_NAME_MAX } };
  return null;
}

/** The genders the forms offer, in the vocabulary's order. */
export const GENDER_OPTIONS: readonly Gender[] = GENDERS;

export const isGender = (value: unknown): value is Gender => isOneOf(GENDERS, value);

export function genderProblem(value: unknown): Problem {
  return isGender(value) ? null : { key: 'validation.genderRequired' };
}

// One @, something before it, a dotted domain after it, no spaces: what the API's z.email() takes in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An optional e-mail: empty is fine. */
export function emailProblem(value: string, required = false): Problem {
  const email = value.trim();
  if (!email) return required ? { key: 'validation.emailRequired' } : null;
  if (email.length > EMAIL_MAX) return { key: 'validation.emailTooLong' };
  return EMAIL.test(email) ? null : { key: 'validation.emailInvalid' };
}

/** The birthday as the form holds it: three selects, '' when not chosen. */
export interface BirthFields {
  year: string;
  month: string;
  date: string;
}

export interface Birth {
  year: number;
  month: number;
  date: number;
}

export const emptyBirth: BirthFields = { year: '', month: '', date: '' };

export function birthToFields(birth: Birth | null | undefined): BirthFields {
  return birth ? { year: String(birth.year), month: String(birth.month), date: String(birth.date) } : emptyBirth;
}

/** The birthday, null when none is chosen, or a problem when it is partly chosen or not a real past date. */
export function parseBirth(fields: BirthFields, today: Birth): { birth: Birth | null; problem: Problem } {
  const chosen = [fields.year, fields.month, fields.date].filter((v) => v !== '').length;
  if (chosen === 0) return { birth: null, problem: null };
  if (chosen < 3) return { birth: null, problem: { key: 'validation.birthIncomplete' } };
  const birth = { year: Number(fields.year), month: Number(fields.month), date: Number(fields.date) };
  if (
    !Number.isInteger(birth.year) ||
    !Number.isInteger(birth.month) ||
    !Number.isInteger(birth.date) ||
    birth.year < BIRTH_MIN_YEAR ||
    birth.month < 1 ||
    birth.month > 12 ||
    birth.date < 1 ||
    birth.date > daysInMonth(birth.year, birth.month)
  ) {
    return { birth: null, problem: { key: 'validation.birthInvalid' } };
  }
  const key = (b: Birth) => b.year * 10000 + b.month * 100 + b.date;
  if (key(birth) > key(today)) return { birth: null, problem: { key: 'validation.birthFuture' } };
  return { birth, problem: null };
}

/** Today's date in the store's time zone as year, month, date (a birthday may not be later). */
export function todayIn(timeZone: string, now: Date = new Date()): Birth {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), date: get('day') };
}

/** 1990/05/20, the spec's default date format (year/month/day). */
export function formatBirth(birth: Birth): string {
  return `${birth.year}/${String(birth.month).padStart(2, '0')}/${String(birth.date).padStart(2, '0')}`;
}

/** Password rules of forgotPassword (AUTH_LIMITS.passwordMinLength; bcrypt's 72 bytes as the max). */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 72;

export function passwordProblem(value: string): Problem {
  if (!value) return { key: 'validation.passwordRequired' };
  if (value.length < PASSWORD_MIN) return { key: 'validation.passwordShort', values: { min: PASSWORD_MIN } };
  if (value.length > PASSWORD_MAX) return { key: 'validation.passwordLong', values: { max: PASSWORD_MAX } };
  return null;
}
