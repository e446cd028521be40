import type { NotifySettings } from '@salon/contract';
import { googleCalendarLink } from '@salon/domain';
import type { Db } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import type { CustomerScope, Scope } from '#api/modules/scope';
import { visitOf } from './audience';
import { icsOf } from './compose';
import * as repo from './repository';
import { saveSettings, settingsOf } from './settings';
import { joinWaitlist, leaveWaitlist, toWaitlistEntry, waitlistOf } from './waitlist';

/** The customer's side of messages: their settings, what was sent to them, the waitlist, a visit's calendar file. */

interface LinkDeps {
  db: Db;
  /** Where the customer's links point: PUBLIC_URL, or the address this server listens on. */
  publicUrl: () => string;
}

export function mySettings(db: Db, { actor }: CustomerScope): Promise<NotifySettings> {
  return settingsOf(db, actor.customer.id);
}

export function changeMySettings(db: Db, { actor }: CustomerScope, change: Partial<NotifySettings>) {
  return saveSettings(db, actor.customer, change);
}

/** A booking's visit as a calendar file (.ics) and a Google Calendar link; whoever holds its id may add it. */
export async function bookingCalendar(deps: LinkDeps, { store, now }: Pick<Scope, 'store' | 'now'>, bookingId: string) {
  const v = await visitOf(deps.db, bookingId);
  if (v?.store.id !== store.id) throw new ApiError('BOOKING_NOT_FOUND');
  const link = `${deps.publicUrl()}/${store.code}/booking/${v.id}`;
  const title = `${v.store.name}：${v.services.join('、')}`;
  const description = [v.designers.join('、'), link].filter(Boolean).join('\n');
  return {
    fileName: `booking-${v.start}.ics`,
    ics: icsOf(v, null, link, now),
    googleCalendarUrl: googleCalendarLink({
      start: v.start,
      end: v.end,
      title,
      description,
      location: v.store.address || v.store.name,
    }),
  };
}

export async function myMessages(db: Db, { store, actor }: CustomerScope) {
  const sent = await repo.sentTo(db, store.id, actor.customer.id);
  return { messages: sent.map(({ id, kind, channel, text, sentAt }) => ({ id, kind, channel, text, sentAt })) };
}

export async function joinMyWaitlist(
  db: Db,
  { store, now, actor }: CustomerScope,
  body: { day: string; productId: string | null; userId: string | null },
) {
  const entry = { storeId: store.id, customerId: actor.customer.id, day: body.day, productId: body.productId };
  return toWaitlistEntry(await joinWaitlist(db, { ...entry, providerId: body.userId }, now));
}

export async function myWaitlist(db: Db, { store, actor }: CustomerScope) {
  return { entries: (await waitlistOf(db, store.id, actor.customer.id)).map(toWaitlistEntry) };
}

export async function leaveMyWaitlist(db: Db, { store, actor }: CustomerScope, entryId: string): Promise<null> {
  if (!(await leaveWaitlist(db, store.id, actor.customer.id, entryId))) throw new ApiError('NOT_FOUND');
  return null;
}
