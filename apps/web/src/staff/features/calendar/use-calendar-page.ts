import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dayOf, isIsoDate } from '#web/staff/lib/day';
import { staffStoreQuery } from '#web/staff/lib/get-store';
import { useNow, useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useCalendarEvents } from './api/calendar-events';
import { calendarQuery } from './api/get-calendar';

/**
 * What the day and the week start from: the day of the URL (`?date=`, else today in the store's
 * zone), the store and the calendar of the window `span` gives for it, and `setParam` for the URL.
 */
export function useCalendarPage(span: (date: string, zone: string) => { from: number; to: number }) {
  const code = useStaffCode();
  const zone = useStoreZone();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const today = dayOf(now, zone);
  const asked = params.get('date');
  const date = isIsoDate(asked) ? asked : today;
  const { from, to } = span(date, zone);
  const store = useQuery(staffStoreQuery(code));
  const streaming = useCalendarEvents(code, from, to);
  const calendar = useQuery(calendarQuery(code, from, to, streaming));
  const setParam = (key: string, value: string) =>
    setParams((p) => {
      p.set(key, value);
      return p;
    });
  return { zone, now, params, setParams, today, date, from, store, calendar, setParam };
}
