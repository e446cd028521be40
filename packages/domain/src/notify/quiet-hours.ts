import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../format/constants';

/** No SMS between 21:00 and 09:00 Taipei time. */
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/**
 * When an SMS made at `now` may go: at once outside quiet hours (21:00–09:00 Asia/Taipei), and at
 * once also when the visit (`visitStart`, null: none) comes before the quiet hours end; otherwise
 * at 09:00.
 */
export function smsSendAt(now: number, visitStart: number | null, zone: string = DEFAULT_TIME_ZONE): number {
  const local = DateTime.fromSeconds(now, { zone });
  const hour = local.hour;
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const day = hour >= QUIET_FROM_HOUR ? local.plus({ days: 1 }) : local;
  const quietEnds = day.set({ hour: QUIET_UNTIL_HOUR, minute: 0, second: 0, millisecond: 0 }).toSeconds();
  if (visitStart !== null && visitStart <= quietEnds) return now;
  return quietEnds;
}
