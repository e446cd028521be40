import ICAL from 'ical.js';

/** The first event of an iCalendar text, parsed by ical.js (a test's independent reading of our .ics). */
export function firstIcsEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}
