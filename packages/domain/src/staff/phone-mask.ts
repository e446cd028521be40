import type { StaffRole } from '../actor/index';
import { localDayOf } from '../booking/zoned-time';

/**
 * Designers' privacy (issue 40, point 5): a designer reads her customers' phone numbers masked
 * (0912-***-678), except on the day of the customer's visit with her (the store's time zone). The
 * owner may turn masking off for the store; owners and managers always read the full number.
 */

/** Who reads a phone: their role, and whether the store masks phones for designers. */
export interface PhoneViewer {
  role: StaffRole;
  maskPhones: boolean;
}

/** Whether this viewer is masked at all (a designer, with the store's masking on). */
export const masksPhones = (viewer: PhoneViewer): boolean => viewer.role === 'designer' && viewer.maskPhones;

/**
 * A phone as the staff's customer search reads it: digits only, without the national prefix 0
 * (0912-345-678 → 912345678); null when what was typed is not 3 or more digits (a name, then).
 */
export function phoneSearchDigits(text: string): string | null {
  const compact = text.replace(/[\s()+-]/g, '');
  return /^\d{3,}$/.test(compact) ? compact.replace(/^0/, '') : null;
}

/** A phone as staff read it: E.164 +886 as the national number (+886912345678 → 0912345678), others as they are. */
export function nationalPhone(phone: string): string {
  return phone.startsWith('+886') ? `0${phone.slice(4)}` : phone;
}

/**
 * A phone as the desk reads it aloud: a Taiwanese mobile as 0912-345-678; any other number as its
 * national form (or as it is); a masked phone stays masked.
 */
export function displayPhone(phone: string): string {
  const national = nationalPhone(phone);
  return /^09\d{8}$/.test(national) ? `${national.slice(0, 4)}-${national.slice(4, 7)}-${national.slice(7)}` : national;
}

/**
 * The phone with its middle hidden: the first four and the last three characters of its national
 * form kept (+886912345678 → 0912-***-678); a number too short to keep both is all hidden.
 */
export function maskedPhone(phone: string): string {
  const national = nationalPhone(phone);
  if (national.length < 8) return '***';
  return `${national.slice(0, 4)}-***-${national.slice(-3)}`;
}

/** Whether any of these visits' starts (unix s) falls on the local day of `now` in `zone`. */
export function visitsToday(starts: readonly number[], now: number, zone: string): boolean {
  const today = localDayOf(now, zone);
  return starts.some((s) => s >= today.start && s < today.end);
}

/**
 * The phone this viewer is given: null stays null; full for owners, managers, a store without
 * masking, and a designer on the day of the customer's visit with her; masked otherwise.
 */
export function phoneFor(viewer: PhoneViewer, phone: string | null, visitingToday: boolean): string | null {
  if (phone === null) return null;
  return masksPhones(viewer) && !visitingToday ? maskedPhone(phone) : phone;
}

/** Today in the store's zone (`now`'s local day): its bounds (unix s) and its date, for finding today's visits. */
export function visitDayOf(now: number, zone: string): { from: number; to: number; date: string } {
  const day = localDayOf(now, zone);
  return { from: day.start, to: day.end, date: day.date };
}

/** Whether a phone as given is masked (the screens show it as text, no `tel:` link). */
export const isMaskedPhone = (phone: string): boolean => phone.includes('***');
