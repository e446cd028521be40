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
  /** A cancelled visit: STATUS:CANCELLED (the e-mail's invitation says METHOD:CANCEL), so the calendar drops it. */
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
 * An iCalendar file of one visit: what the booking page downloads (a plain calendar object, no
 * METHOD) and what the e-mail turns into an invitation (`asInvitation`). Times in UTC; the calendar
 * shows them in its own zone.
 */
export function visitIcs(v: CalendarVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//salon//booking//EN',
    'CALSCALE:GREGORIAN',
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

/** `Name <address>` or a bare address: the address, and the name when given. */
function mailbox(from: string): { address: string; name: string | null } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { address: m[2]!.trim(), name: m[1]!.trim() || null } : { address: from.trim(), name: null };
}

/** RFC 5545 param-value: quoted when it holds a colon, semicolon or comma (double quotes dropped). */
const param = (s: string) => {
  const clean = s.replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

/**
 * The visit's file as an e-mailed iTIP message (RFC 5546): METHOD REQUEST (CANCEL when the visit is
 * cancelled), with the ORGANIZER (the store's sender) and the ATTENDEE (the customer) that both
 * methods require, so mail clients show it as an invitation of the store rather than a malformed
 * one. A file that already says its METHOD (queued before) keeps it.
 */
export function asInvitation(ics: string, organizer: string, attendee: string): string {
  const from = mailbox(organizer);
  const who = [
    `ORGANIZER${from.name ? `;CN=${param(from.name)}` : ''}:mailto:${from.address}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${mailbox(attendee).address}`,
  ];
  const method = /^STATUS:CANCELLED\r?$/m.test(ics) ? 'CANCEL' : 'REQUEST';
  let out = ics;
  if (!/^METHOD:/m.test(out)) out = out.replace('CALSCALE:GREGORIAN\r\n', `CALSCALE:GREGORIAN\r\nMETHOD:${method}\r\n`);
  if (!/^ORGANIZER[;:]/m.test(out))
    out = out.replace('BEGIN:VEVENT\r\n', `BEGIN:VEVENT\r\n${who.map(fold).join('\r\n')}\r\n`);
  return out;
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
