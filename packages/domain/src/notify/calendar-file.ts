import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../format/constants';

/** One visit as a calendar entry: the same `uid` for every version of it, a higher `sequence` each change. */
export interface CalendarVisit {
  uid: string;
  sequence: number;
  start: number;
  end: number;
  title: string;
  description: string;
  location: string;
  url?: string;
  /** A cancelled visit: the calendar drops it (METHOD:CANCEL, STATUS:CANCELLED). */
  cancelled?: boolean;
  /** When this version was made (DTSTAMP), unix seconds. */
  stamp: number;
}

const utc = (ts: number) => DateTime.fromSeconds(ts, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * An iCalendar file of one visit (REQUEST, or CANCEL when cancelled): what the e-mail carries and
 * the booking page downloads. Times in UTC; the calendar shows them in its own zone.
 */
export function visitIcs(v: CalendarVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//salon//booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${v.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${v.uid}`,
    `SEQUENCE:${v.sequence}`,
    `DTSTAMP:${utc(v.stamp)}`,
    `DTSTART:${utc(v.start)}`,
    `DTEND:${utc(v.end)}`,
    `SUMMARY:${text(v.title)}`,
    `DESCRIPTION:${text(v.description)}`,
    `LOCATION:${text(v.location)}`,
    ...(v.url ? [`URL:${v.url}`] : []),
    `STATUS:${v.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A Google Calendar "add event" link for the visit. */
export function googleCalendarLink(
  v: Pick<CalendarVisit, 'start' | 'end' | 'title' | 'description' | 'location'>,
): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: v.title,
    dates: `${utc(v.start)}/${utc(v.end)}`,
    details: v.description,
    location: v.location,
    ctz: DEFAULT_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}
