import { isoDay } from '@salon/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { notifications, waitlistEntries } from '#api/db/schema/notifications';
import { customerSummariesOf, findCustomerById } from '#api/modules/customer/service';
import type { Visit } from './audience';
import type { Audience } from './compose';
import { notifySettingsOf } from './repository';

/** The waitlist: a signed-in customer waits for a day; a freed slot that day tells the first still waiting. */

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

/** An entry as the wire shows it (the designer as `userId`). */
export const toWaitlistEntry = (
  e: Pick<WaitlistRow, 'id' | 'day' | 'productId' | 'providerId' | 'state' | 'createdAt'>,
) => ({
  id: e.id,
  day: e.day,
  productId: e.productId,
  userId: e.providerId,
  state: e.state,
  createdAt: e.createdAt,
});

/** The time a cancellation, closing or move freed: its store, start, services and designers. */
export type FreedTime = Pick<Visit, 'store' | 'start' | 'productIds' | 'providerIds' | 'services' | 'designers'> &
  Partial<Pick<Visit, 'servicesEn'>>;

export async function joinWaitlist(
  db: Tx,
  e: { storeId: string; customerId: string; day: string; productId: string | null; providerId: string | null },
  now: number,
): Promise<WaitlistRow> {
  const [row] = await db
    .insert(waitlistEntries)
    .values({ ...e, createdAt: now })
    .returning();
  return row!;
}

export function waitlistOf(db: Tx, storeId: string, customerId: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.state, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt));
}

export async function leaveWaitlist(db: Tx, storeId: string, customerId: string, entryId: string): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ state: 'left' })
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.customerId, customerId),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** A day's waitlist as staff see it, in the order they joined (the customers' names asked of their module in one query). */
export async function waitlistOfDay(db: Tx, storeId: string, day: string) {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      day: waitlistEntries.day,
      productId: waitlistEntries.productId,
      providerId: waitlistEntries.providerId,
      state: waitlistEntries.state,
      createdAt: waitlistEntries.createdAt,
      customerId: waitlistEntries.customerId,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.day, day)))
    .orderBy(asc(waitlistEntries.createdAt));
  const customers = await customerSummariesOf(
    db,
    storeId,
    entries.map((e) => e.customerId),
  );
  return entries.flatMap(({ customerId, ...e }) => {
    const customer = customers.get(customerId);
    return customer ? [{ ...e, customerName: customer.lastName }] : [];
  });
}

/**
 * The first entry still waiting for the freed booking's day whose service and designer (or no
 * preference) match it, marked told in one statement (SKIP LOCKED: two freed slots tell two
 * customers), with what a message to that customer needs. Null when nobody waits, or when this
 * freeing already told someone (its job ran before).
 */
export async function tellFirstWaiting(db: Tx, v: FreedTime, cause: string, now: number) {
  const [already] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.storeId, v.store.id), eq(notifications.cause, cause)));
  if (already) return null;
  const first = db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, v.store.id),
        eq(waitlistEntries.day, isoDay(v.start)),
        eq(waitlistEntries.state, 'waiting'),
        or(isNull(waitlistEntries.productId), inArray(waitlistEntries.productId, v.productIds)),
        or(isNull(waitlistEntries.providerId), inArray(waitlistEntries.providerId, v.providerIds)),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [told] = await db
    .update(waitlistEntries)
    .set({ state: 'told', toldAt: now })
    .where(inArray(waitlistEntries.id, first))
    .returning();
  if (!told) return null;
  const [customer, settings] = await Promise.all([
    findCustomerById(db, v.store.id, told.customerId),
    notifySettingsOf(db, v.store.id, told.customerId),
  ]);
  const who = customer && {
    customer: { id: customer.id, phone: customer.phoneE164, email: customer.email, lineUserId: customer.lineUserId },
    lineToken: settings.lineToken,
    language: settings.language,
    channel: settings.channel,
  };
  if (!who) return null;
  const audience: Audience = { store: v.store, ...who };
  return { entry: told, audience };
}
