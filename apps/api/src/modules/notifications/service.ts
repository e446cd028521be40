import {
  type BookingStatus,
  type Language,
  type NotifyKind,
  type OrderActor,
  UPCOMING_BOOKING_STATUSES,
} from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#api/config';
import type { Db, Tx } from '#api/db/client';
import { LAPSED_REASON, statusChangeOf } from '#api/modules/bookings/service';
import { customerSummariesOf } from '#api/modules/customer/service';
import { handOutBookingForms } from '#api/modules/forms/service';
import type { JobKind } from '#api/modules/jobs/runner';
import { enqueue } from '#api/modules/jobs/service';
import type { StaffScope } from '#api/modules/scope';
import type { DevOutbox } from '#api/platform/otp/index';
import { pickupOf, type Visit, visitOf } from './audience';
import { ChannelError, type Channels } from './channels';
import { compose, SEND_JOB } from './compose';
import * as repo from './repository';
import { toWire } from './resend';
import type { MessageFacts } from './texts';
import { type FreedTime, tellFirstWaiting, toWaitlistEntry, waitlistOfDay } from './waitlist';

export interface NotifyDeps {
  db: Db;
  config: Config;
  /** Where the customer's links point: PUBLIC_URL, or the address this server listens on. */
  publicUrl: () => string;
  channels: Channels;
  /** Development: every message sent is also listed here (GET /api/dev/outbox). */
  outbox: DevOutbox | null;
  log: FastifyBaseLogger;
}

/** Job names: a booking's status history row (added by a trigger), a reminder, a ready pickup order (trigger). */
const BOOKING_CHANGE_JOB = 'booking-change';
const REMINDER_JOB = 'reminder';
const PICKUP_READY_JOB = 'pickup-ready';

/** A booking whose visit is still ahead: reminders go only to these. */
const UPCOMING: readonly BookingStatus[] = UPCOMING_BOOKING_STATUSES;

import { DEFAULT_REMINDER_OFFSETS, saveSettings } from './settings';

/** What a change of a booking tells the customer, by its history row; null: nothing. */
function kindOfChange(c: {
  from: BookingStatus | null;
  to: BookingStatus;
  by: OrderActor;
  reason: string;
}): NotifyKind | null {
  if (c.reason === 'rescheduled') return UPCOMING.includes(c.to) ? 'bookingMoved' : null;
  // A check-in taken back at the desk (Arrived → Confirmed) tells the customer nothing.
  if (c.from === 'Arrived') return null;
  if (c.to === 'Pending') return 'bookingAwaitingShop';
  if (c.to === 'Confirmed') return c.from === 'Pending' ? 'bookingConfirmed' : 'bookingReceived';
  if (c.to === 'Cancelled' && c.by === 'customer') return 'bookingCancelled';
  if (c.to === 'Closed' && c.by === 'store') return 'bookingClosed';
  // Lapsed: not paid by its hold (bookings/end.ts lapseBookingHolds); expired unconfirmed says nothing.
  if (c.to === 'Expired' && c.reason === LAPSED_REASON) return 'bookingLapsed';
  return null;
}

function visitFacts(deps: NotifyDeps, v: Visit): MessageFacts {
  return {
    storeName: v.store.name,
    start: v.start,
    services: v.services,
    servicesEn: v.servicesEn,
    designers: v.designers,
    reason: v.closeReason,
    link: `${deps.publicUrl()}/${v.store.code}/booking/${v.id}`,
  };
}

/** A booking changed (its history row): the customer's message, and the reminders of its (new) time. */
async function onBookingChange(deps: NotifyDeps, historyId: number, now: number): Promise<void> {
  const change = await statusChangeOf(deps.db, historyId);
  const kind = change && kindOfChange(change);
  if (!change || !kind) return;
  const v = await visitOf(deps.db, change.bookingId);
  if (!v) return;
  await compose(
    deps.db,
    deps.channels,
    v,
    { kind, cause: `history:${historyId}`, orderId: v.id, facts: visitFacts(deps, v), visit: v },
    now,
  );
  // A lapsed hold (an online payment not made in time) frees its time as a cancellation does.
  if (kind === 'bookingCancelled' || kind === 'bookingClosed' || kind === 'bookingLapsed')
    return tellWaitlist(deps, v, historyId, now);
  // A move frees the time it left (another time, or other designers): that day's waitlist is told too.
  const left = change.movedFrom;
  if (kind === 'bookingMoved' && left && (left.start !== v.start || !sameIds(left.providerIds, v.providerIds)))
    await tellWaitlist(deps, { ...left, store: v.store }, historyId, now);
  if (!UPCOMING.includes(v.status)) return;
  // A new booking's forms are handed out now, so the customer is asked to fill them (form-to-fill job).
  if (kind === 'bookingReceived' || kind === 'bookingAwaitingShop')
    await handOutBookingForms(deps, v.store.id, v.id, now);
  for (const offset of v.reminderOffsets ?? DEFAULT_REMINDER_OFFSETS) {
    const runAt = v.start - offset;
    if (runAt <= now) continue;
    await enqueue(
      deps.db,
      {
        name: REMINDER_JOB,
        key: `${v.id}:${v.start}:${offset}`,
        storeId: v.store.id,
        runAt,
        payload: { bookingId: v.id, start: v.start, offset },
      },
      now,
    );
  }
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** A cancellation, closing, lapse or move freed a time: the first customer waiting for that day is told. */
async function tellWaitlist(deps: NotifyDeps, v: FreedTime, historyId: number, now: number) {
  const cause = `waitlist:history:${historyId}`;
  const found = await tellFirstWaiting(deps.db, v, cause, now);
  if (!found) return;
  const facts: MessageFacts = {
    storeName: v.store.name,
    start: null,
    services: v.services,
    servicesEn: v.servicesEn,
    designers: v.designers,
    reason: null,
    link: `${deps.publicUrl()}/${v.store.code}/store`,
    day: found.entry.day,
  };
  await compose(
    deps.db,
    deps.channels,
    found.audience,
    { kind: 'waitlistSlotFree', cause, orderId: found.entry.id, facts, visit: null },
    now,
  );
}

/** A reminder's time came: sent only if the booking is still upcoming at that same start time. */
async function remind(deps: NotifyDeps, p: { bookingId: string; start: number; offset: number }, now: number) {
  const v = await visitOf(deps.db, p.bookingId);
  if (!v || !UPCOMING.includes(v.status) || v.start !== p.start || v.reminders === false) return;
  const cause = `reminder:${p.bookingId}:${p.start}:${p.offset}`;
  await compose(
    deps.db,
    deps.channels,
    v,
    { kind: 'reminder', cause, orderId: v.id, facts: visitFacts(deps, v), visit: v },
    now,
  );
}

async function onPickupReady(deps: NotifyDeps, pickId: string, now: number) {
  const o = await pickupOf(deps.db, pickId);
  if (o?.status !== 'Ready') return;
  const facts: MessageFacts = {
    storeName: o.store.name,
    start: null,
    services: [],
    designers: [],
    reason: null,
    link: `${deps.publicUrl()}/${o.store.code}/pickupOrder/${o.id}`,
  };
  await compose(
    deps.db,
    deps.channels,
    o,
    { kind: 'pickupReady', cause: `ready:${o.id}`, orderId: o.id, facts, visit: null },
    now,
  );
}

/** Sends one message over its channel (once: a message already sent is not sent again). */
async function deliver(deps: NotifyDeps, p: { id: string; ics: string | null }, now: number) {
  const n = await repo.notificationById(deps.db, p.id);
  if (!n || n.state === 'sent') return;
  const channel = deps.channels[n.channel];
  if (!channel) throw new ChannelError(`the ${n.channel} channel is not configured`);
  const lineToken = n.channel === 'line' ? await repo.lineTokenOf(deps.db, n.storeId) : null;
  await channel.send({
    id: n.id,
    channel: n.channel,
    to: n.to,
    subject: n.subject,
    text: n.text,
    ics: p.ics,
    lineToken,
  });
  await repo.markNotification(deps.db, n.id, { state: 'sent', sentAt: now, error: null });
  deps.outbox?.note({ channel: n.channel, to: n.to, kind: n.kind, text: n.text, at: now });
}

/** The notification jobs, registered on the process's worker (jobs/start.ts). */
export function notificationJobs(deps: NotifyDeps): JobKind[] {
  const payload = <T>(job: { payload: unknown }) => job.payload as T;
  return [
    {
      name: BOOKING_CHANGE_JOB,
      run: (job, now) => onBookingChange(deps, payload<{ historyId: number }>(job).historyId, now),
    },
    { name: REMINDER_JOB, run: (job, now) => remind(deps, payload(job), now) },
    { name: PICKUP_READY_JOB, run: (job, now) => onPickupReady(deps, payload<{ pickId: string }>(job).pickId, now) },
    {
      name: SEND_JOB,
      run: (job, now) => deliver(deps, payload(job), now),
      failed: (job, error) =>
        repo.markNotification(deps.db, payload<{ id: string }>(job).id, { state: 'failed', error }),
    },
  ];
}

// ---- what staff read -----------------------------------------------------------------------

/** GET /staff/waitlist: a day's waitlist, in the order the customers joined, each with their name. */
export async function staffWaitlist(db: Db, { store }: StaffScope, day: string) {
  return {
    entries: (await waitlistOfDay(db, store.id, day)).map((e) => ({
      ...toWaitlistEntry(e),
      customerName: e.customerName,
    })),
  };
}

/** The most failed messages the store's list shows at once. */
const FAILED_SHOWN = 100;

/** GET /staff/messages/failed: the store's messages that could not be sent, newest first, with the customer's name. */
export async function staffFailedMessages(db: Db, { store }: StaffScope) {
  const failed = await repo.failedNotificationsOf(db, store.id, FAILED_SHOWN);
  const names = await customerSummariesOf(
    db,
    store.id,
    failed.flatMap((n) => (n.customerId ? [n.customerId] : [])),
  );
  return {
    messages: failed.map((n) => ({
      ...toWire(n),
      customerName: (n.customerId && names.get(n.customerId)?.lastName) || null,
      orderId: n.orderId,
    })),
  };
}

/** GET /staff/bookings/{bookingId}/messages: the messages of one of the store's bookings, oldest first. */
export async function staffBookingMessages(db: Db, { store }: StaffScope, bookingId: string) {
  return {
    messages: (await repo.notificationsOf(db, store.id, bookingId)).map(toWire),
  };
}

/** A new customer's message language: the one they signed up in (issue 43.4), changeable in their settings. */
export async function setMessageLanguage(
  db: Tx,
  customer: { id: string; storeId: string },
  language: Language,
): Promise<void> {
  await saveSettings(db, customer, { language });
}
