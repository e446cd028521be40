import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, type DisplayLocale } from './constants';
import { weekdayName } from './wall-clock';

/** Unix seconds seen in an IANA zone; an unknown zone is a programming error, so it throws. */
function inZone(ts: number, zone: string): DateTime<true> {
  const dt = DateTime.fromSeconds(ts, { zone });
  if (!dt.isValid) throw new RangeError(`Cannot show ${ts} in zone "${zone}": ${dt.invalidReason}`);
  return dt;
}

/** `11/22 14:30` */
export function formatShort(ts: number, zone: string = DEFAULT_TIME_ZONE): string {
  return inZone(ts, zone).toFormat('LL/dd HH:mm');
}

/** `2026/11/22 14:30` */
export function formatFull(ts: number, zone: string = DEFAULT_TIME_ZONE): string {
  return inZone(ts, zone).toFormat('yyyy/LL/dd HH:mm');
}

/** `2026/11/22`: a day alone (an expiry, a validity end). */
export function formatDay(ts: number, zone: string = DEFAULT_TIME_ZONE): string {
  return inZone(ts, zone).toFormat('yyyy/LL/dd');
}

/** `14:30` */
export function formatTime(ts: number, zone: string = DEFAULT_TIME_ZONE): string {
  return inZone(ts, zone).toFormat('HH:mm');
}

/** `週日`..`週六`, or `Sun`..`Sat` in English. */
export function formatWeekday(ts: number, zone: string = DEFAULT_TIME_ZONE, locale: DisplayLocale = 'zh-TW'): string {
  return weekdayName(inZone(ts, zone).weekday % 7, locale);
}

/** Unix seconds of local midnight in the zone (days are not always 86400 s long under DST). */
export function dayStart(ts: number, zone: string = DEFAULT_TIME_ZONE): number {
  return inZone(ts, zone).startOf('day').toSeconds();
}

/** `2026-11-24`: the calendar day in the zone (form date answers and their bounds). */
export function isoDay(ts: number, zone: string = DEFAULT_TIME_ZONE): string {
  return inZone(ts, zone).toFormat('yyyy-LL-dd');
}

/**
 * `2026/11/24` from a calendar day `2026-11-24` (a form's date answer or bound), written as formatDay
 * writes days everywhere else; any other text is returned as it is.
 */
export function formatIsoDay(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.replaceAll('-', '/') : iso;
}
