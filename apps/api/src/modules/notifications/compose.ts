import { type Language, type NotifyChannel, type NotifyKind, smsSendAt, visitIcs } from '@salon/domain';
import type { Db } from '#api/db/client';
import { enqueue } from '#api/modules/jobs/service';
import type { Visit } from './audience';
import type { Channels } from './channels';
import { insertNotifications } from './repository';
import { type MessageFacts, messageText } from './texts';

/** Who a message goes to: the customer's ways of being reached, the store's LINE token, their choices. */
export interface Audience {
  store: { id: string; code: string; name: string; address: string };
  customer: { id: string; phone: string | null; email: string | null; lineUserId: string | null };
  lineToken: string | null;
  language: Language | null;
  channel: NotifyChannel | null;
}

/** The job that sends one message (its id is the message's), with retries and backoff. */
export const SEND_JOB = 'notify-send';

/**
 * The channels a message goes over: the customer's chosen one when it can reach them; otherwise
 * LINE (signed in with LINE and the store pushes on LINE) or else SMS, plus e-mail when they gave
 * an address (it carries the calendar file). A channel the configuration turns off is skipped.
 */
function routesOf(a: Audience, channels: Channels): { channel: NotifyChannel; to: string }[] {
  const reach: Partial<Record<NotifyChannel, string>> = {};
  if (channels.line && a.lineToken && a.customer.lineUserId) reach.line = a.customer.lineUserId;
  if (channels.sms && a.customer.phone) reach.sms = a.customer.phone;
  if (channels.email && a.customer.email) reach.email = a.customer.email;
  if (a.channel && reach[a.channel]) return [{ channel: a.channel, to: reach[a.channel]! }];
  const instant: NotifyChannel | null = reach.line ? 'line' : reach.sms ? 'sms' : null;
  return [
    ...(instant ? [{ channel: instant, to: reach[instant]! }] : []),
    ...(reach.email ? [{ channel: 'email' as const, to: reach.email }] : []),
  ];
}

export interface Composed {
  kind: NotifyKind;
  /** Unique per channel: a second compose of the same cause makes nothing. */
  cause: string;
  orderId: string;
  facts: MessageFacts;
  /** The visit, for the calendar file and the SMS quiet hours. */
  visit: Visit | null;
  /** The visit's own page when the message links elsewhere (a form): the calendar file's link. */
  visitLink?: string;
  /** A deadline sooner than the quiet hours' end sends an SMS at night (an ATM transfer due). */
  dueBy?: number;
}

/**
 * Writes the messages of one cause, one per channel, with their send jobs, in one transaction
 * (a re-run of the job that composes them adds nothing). An SMS made in quiet hours waits until
 * 09:00 unless the visit is sooner or its kind goes at any hour (`smsSendAt` in the domain).
 */
export async function compose(db: Db, channels: Channels, a: Audience, c: Composed, now: number): Promise<number> {
  const routes = routesOf(a, channels);
  if (routes.length === 0) return 0;
  const lang = a.language ?? 'zh-TW';
  const { subject, text } = messageText(c.kind, lang, c.facts);
  return db.transaction(async (tx) => {
    const added = await insertNotifications(
      tx,
      routes.map((r) => ({
        storeId: a.store.id,
        customerId: a.customer.id,
        orderId: c.orderId,
        cause: c.cause,
        kind: c.kind,
        channel: r.channel,
        to: r.to,
        subject,
        text,
        createdAt: now,
      })),
    );
    for (const n of added) {
      const runAt = n.channel === 'sms' ? smsSendAt(c.kind, now, c.visit?.start ?? c.dueBy ?? null) : now;
      const ics =
        n.channel === 'email' && c.visit && carriesIcs(c.kind)
          ? icsOf(c.visit, c.kind, c.visitLink ?? c.facts.link, now, lang)
          : null;
      await enqueue(tx, { name: SEND_JOB, key: n.id, storeId: a.store.id, runAt, payload: { id: n.id, ics } }, now);
    }
    return added.length;
  });
}

const CANCELLING: readonly NotifyKind[] = ['bookingCancelled', 'bookingClosed'];

/** The messages about a booking not yet paid: no calendar entry was ever sent for it. */
const UNPAID: readonly NotifyKind[] = ['paymentAwaiting', 'paymentFailed', 'bookingLapsed'];

/**
 * Whether a message's e-mail carries its visit's calendar file: every message about a booking
 * does (received, confirmed, moved, cancelled, closed, reminder, a form to fill), except those of
 * a booking not yet paid (an ATM transfer awaited, a declined payment, a lapse): it holds its time
 * only until the deadline, and its first calendar entry comes with its confirmation once paid.
 */
export const carriesIcs = (kind: NotifyKind) => !UNPAID.includes(kind);

/** The calendar entry's title: the store and the services, in the message's language. */
const visitTitle = (v: Visit, lang: Language) =>
  lang === 'en' ? `${v.store.name}: ${v.servicesEn.join(', ')}` : `${v.store.name}：${v.services.join('、')}`;

/** The visit's calendar file: one UID per booking, its SEQUENCE the number of changes so far. */
export function icsOf(v: Visit, kind: NotifyKind | null, link: string, now: number, lang: Language = 'zh-TW'): string {
  return visitIcs({
    uid: `${v.id}@salon-booking`,
    sequence: v.changes,
    start: v.start,
    end: v.end,
    title: visitTitle(v, lang),
    description: [v.designers.join(lang === 'en' ? ', ' : '、'), link].filter(Boolean).join('\n'),
    location: v.store.address || v.store.name,
    url: link,
    cancelled: (kind !== null && CANCELLING.includes(kind)) || v.status === 'Cancelled' || v.status === 'Closed',
    stamp: now,
  });
}
