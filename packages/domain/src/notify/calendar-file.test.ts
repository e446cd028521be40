import { describe, expect, it } from 'vitest';
import { asInvitation, type CalendarVisit, visitIcs } from './calendar-file';

const visit: CalendarVisit = {
  uid: 'b1@salon-booking',
  sequence: 0,
  start: 1_795_000_000,
  end: 1_795_003_600,
  title: '青禾：洗剪吹',
  description: 'Amber',
  location: '台北市信義區松仁路 1 號',
  stamp: 1_794_900_000,
};
/** The file's lines, folded ones joined again. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('a visit as a calendar file', () => {
  it('is a plain calendar object to download: no METHOD, so calendars add it rather than read an invitation', () => {
    const ics = visitIcs(visit);
    expect(ics).not.toMatch(/^METHOD:/m);
    expect(lines(ics)).toContain('STATUS:CONFIRMED');
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it("e-mailed, it is an invitation of the store's sender to the customer (REQUEST needs both)", () => {
    const ics = asInvitation(visitIcs(visit), '青禾髮廊 <no-reply@salon.test>', 'lin@example.com');
    const all = lines(ics);
    expect(all.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//salon//booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(all).toContain('ORGANIZER;CN=青禾髮廊:mailto:no-reply@salon.test');
    expect(all).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:lin@example.com');
  });

  it('a cancelled visit is a CANCEL; a name with a colon is quoted; a file that says its METHOD keeps it', () => {
    const cancelled = asInvitation(visitIcs({ ...visit, cancelled: true }), 'Salon: Taipei <a@b.test>', 'c@d.test');
    expect(lines(cancelled)).toContain('METHOD:CANCEL');
    expect(lines(cancelled)).toContain('ORGANIZER;CN="Salon: Taipei":mailto:a@b.test');
    const queued = visitIcs(visit).replace('CALSCALE:GREGORIAN\r\n', 'CALSCALE:GREGORIAN\r\nMETHOD:REQUEST\r\n');
    const again = asInvitation(queued, 'no-reply@salon.test', 'c@d.test');
    expect(again.match(/^METHOD:/gm)).toHaveLength(1);
    expect(lines(again)).toContain('ORGANIZER:mailto:no-reply@salon.test');
  });
});
