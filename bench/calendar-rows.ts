import type { CalendarPollFigures } from '../apps/api/bench/calendar-poll';
import { cpuOf, int } from './format';

/** The staff calendar's rows of the bench's table: its polls beside the floor, and its event streams. */
export function calendarRows(c: CalendarPollFigures): [string, string, string][] {
  const u = c.unchanged;
  const ratio = (n: number | null, d: number | null) => (n === null || !d ? 'n/a' : `${(n / d).toFixed(2)}×`);
  return [
    [
      `floor before the calendar polls, ${c.connections} conn.`,
      `${int(c.floor.reqPerSec)} req/s; ${cpuOf(c.floor.cpu)}`,
      '',
    ],
    [
      'staff calendar poll, unchanged (If-None-Match → 304)',
      `${int(u.reqPerSec)} req/s (${((u.reqPerSec / c.floor.reqPerSec) * 100).toFixed(1)} % of the floor), p99 ${u.p99Ms} ms, ${int(u.notModified)} × 304, ${u.errors} others; ${u.statementsPerRequest.toFixed(2)} statements each`,
      '',
    ],
    [
      'CPU per unchanged poll (÷ the floor’s)',
      `${cpuOf(u.cpu)} (${ratio(u.cpu.appUs, c.floor.cpu.appUs)} / ${ratio(u.cpu.postgresUs, c.floor.cpu.postgresUs)})`,
      'about a floor request',
    ],
    [
      `staff calendar poll, full answer kept by its ETag (200, ${int(c.full.bytes)} B, ${int(c.full.sentBytes)} B sent)`,
      `${int(c.full.reqPerSec)} req/s, p99 ${c.full.p99Ms} ms; ${cpuOf(c.full.cpu)}`,
      '',
    ],
    [
      'staff calendar poll, full answer built (another window each, 1 conn.)',
      `${int(c.built.reqPerSec)} req/s, p99 ${c.built.p99Ms} ms; ${cpuOf(c.built.cpu)}`,
      '',
    ],
    [
      `calendar stream: a watch tick, per window (${int(c.streams.windows)} read together)`,
      cpuOf(c.streams.perWindowTick),
      '',
    ],
    [
      `calendar stream: an event written, per stream (${int(c.streams.streams)} streams, ${int(c.streams.events)} events)`,
      cpuOf(c.streams.perEventWritten),
      '',
    ],
  ];
}
