import type { NotifySettings } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's message settings: language, channel, reminders on or off. */
export const notifySettingsQuery = (cname: string) =>
  queryOptions({
    queryKey: ['notify', 'settings', cname],
    queryFn: ({ signal }) => call(endpoints.notifySettings, { cname, signal }),
  });

export const saveNotifySettings = (cname: string, body: Partial<NotifySettings>) =>
  call(endpoints.updateNotifySettings, { cname, body });

/** What the store sent the signed-in customer, newest first. */
export const sentToMeQuery = (cname: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['notify', 'sent', cname],
    queryFn: ({ signal }) => call(endpoints.myMessages, { cname, signal }),
    enabled: signedIn,
  });

/** A booking's calendar file and Google Calendar link (`version`: read again when the booking moves). */
export const bookingCalendarQuery = (cname: string, bookingId: string, version: string) =>
  queryOptions({
    queryKey: ['notify', 'calendar', cname, bookingId, version],
    queryFn: ({ signal }) => call(endpoints.bookingCalendar, { cname, params: { bookingId }, signal }),
  });
