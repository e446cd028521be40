import type { BookingStatus, FormAnswer, FormStatus } from '@salon/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookings } from '#api/db/schema/bookings';
import { formSignatures, forms, storeAnnouncements } from '#api/db/schema/forms';
import { at } from '#api/db/time';

export type FormRow = typeof forms.$inferSelect;

/** Bookings that still ask for their forms: not yet served, cancelled, expired or closed. */
const OPEN_STATUSES = ['New', 'Pending', 'Confirmed', 'Arrived'] as const satisfies readonly BookingStatus[];
const OPEN_BOOKING = sql.raw(`b.status IN (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * Hands out the forms that are due and not yet handed out: one per open booking and template whose
 * services it books, and one per store-wide template for the customer. Idempotent (the unique keys
 * make a second or concurrent call insert nothing), so readers call it instead of booking creation
 * paying for it. The questions are copied: a later change of the template does not change this form.
 */
export async function handOutForms(
  db: Tx,
  where: { storeId: string; customerId?: string; bookingId?: string },
  now: number,
): Promise<void> {
  const time = sql`${at(now).toISOString()}::timestamptz`;
  const byBooking = where.bookingId ? sql`AND b.id = ${where.bookingId}` : sql``;
  const byCustomer = where.customerId ? sql`AND b.customer_id = ${where.customerId}` : sql``;
  await db.execute(sql`
    INSERT INTO forms (id, store_id, template_id, customer_id, booking_id, title, description, fields, en, status, created_at, updated_at)
    SELECT gen_random_uuid()::text, t.store_id, t.id, b.customer_id, b.id, t.title, t.description, t.fields, t.en, 'Pending', ${time}, ${time}
    FROM bookings b
    JOIN form_templates t ON t.store_id = b.store_id AND t.scope = 'Booking' AND t.archived_at IS NULL
    WHERE b.store_id = ${where.storeId} ${byBooking} ${byCustomer} AND ${OPEN_BOOKING}
      AND b.end_time > ${time}
      AND EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.product_id = ANY(t.product_ids))
    ON CONFLICT DO NOTHING`);
  if (!where.customerId) return;
  await db.execute(sql`
    INSERT INTO forms (id, store_id, template_id, customer_id, booking_id, title, description, fields, en, status, created_at, updated_at)
    SELECT gen_random_uuid()::text, t.store_id, t.id, ${where.customerId}::uuid, NULL, t.title, t.description, t.fields, t.en, 'Pending', ${time}, ${time}
    FROM form_templates t
    WHERE t.store_id = ${where.storeId} AND t.scope = 'Customer' AND t.archived_at IS NULL
    ON CONFLICT DO NOTHING`);
}

/** One form of the store with the start of its booking (null for a store-wide form). */
export async function findForm(db: Tx, storeId: string, formId: string) {
  const [row] = await db
    .select({ form: forms, bookingStart: bookings.startTime })
    .from(forms)
    .leftJoin(bookings, eq(bookings.id, forms.bookingId))
    .where(and(eq(forms.storeId, storeId), eq(forms.id, formId)));
  return row ?? null;
}

/** A form by its id alone (a job that carries only the id); null when there is none. */
export async function formById(db: Tx, formId: string): Promise<FormRow | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, formId));
  return row ?? null;
}

/** A booking's forms, in the order the store lists its templates. */
export async function bookingForms(db: Tx, storeId: string, bookingId: string): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.storeId, storeId), eq(forms.bookingId, bookingId)))
    .orderBy(asc(forms.createdAt), asc(forms.title));
}

/** The customer's forms still to fill in: of open, upcoming bookings, or store-wide. */
export async function dueForms(db: Tx, storeId: string, customerId: string, now: number) {
  return db
    .select({ form: forms, bookingStart: bookings.startTime })
    .from(forms)
    .leftJoin(bookings, eq(bookings.id, forms.bookingId))
    .where(
      and(
        eq(forms.storeId, storeId),
        eq(forms.customerId, customerId),
        ne(forms.status, 'Submitted'),
        or(isNull(forms.bookingId), and(inArray(bookings.status, [...OPEN_STATUSES]), gt(bookings.endTime, at(now)))),
      ),
    )
    .orderBy(desc(forms.createdAt));
}

/**
 * Saves the answers of a form not yet submitted, as a draft or submitted. Conditional on the status,
 * so two submits at once change it once; null when the form was submitted meanwhile.
 */
export async function saveAnswers(
  db: Tx,
  formId: string,
  answers: Record<string, FormAnswer>,
  status: Exclude<FormStatus, 'Pending'>,
  now: number,
): Promise<FormRow | null> {
  const [row] = await db
    .update(forms)
    .set({ answers, status, updatedAt: at(now), submittedAt: status === 'Submitted' ? at(now) : null })
    .where(and(eq(forms.id, formId), ne(forms.status, 'Submitted')))
    .returning();
  return row ?? null;
}

/** The form's store, read by its id, so its signatures are found by their store-led index. */
const storeOfForm = (formId: string) => sql`(SELECT ${forms.storeId} FROM ${forms} WHERE ${forms.id} = ${formId})`;
const signaturesOf = (formId: string) =>
  and(eq(formSignatures.storeId, storeOfForm(formId)), eq(formSignatures.formId, formId));

export async function insertSignature(db: Tx, row: typeof formSignatures.$inferInsert): Promise<void> {
  await db.insert(formSignatures).values(row);
}

/** The ids of the signatures uploaded to a form, by field. */
export async function signatureIds(db: Tx, formId: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ id: formSignatures.id, fieldId: formSignatures.fieldId })
    .from(formSignatures)
    .where(signaturesOf(formId));
  const byField = new Map<string, Set<string>>();
  for (const r of rows) byField.set(r.fieldId, (byField.get(r.fieldId) ?? new Set()).add(r.id));
  return byField;
}

/** The PNGs of the given signatures of a form. */
export async function signatureImages(db: Tx, formId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: formSignatures.id, png: formSignatures.png })
    .from(formSignatures)
    .where(and(signaturesOf(formId), inArray(formSignatures.id, [...ids])));
}

/** Signatures uploaded to a form and never used in its answers, once it is submitted. */
export async function dropUnusedSignatures(db: Tx, formId: string, keep: readonly string[]): Promise<void> {
  await db
    .delete(formSignatures)
    .where(and(signaturesOf(formId), keep.length ? not(inArray(formSignatures.id, [...keep])) : undefined));
}

/** The store's announcements on show, newest first. */
export async function announcements(db: Tx, storeId: string, now: number) {
  return db
    .select()
    .from(storeAnnouncements)
    .where(
      and(
        eq(storeAnnouncements.storeId, storeId),
        isNull(storeAnnouncements.archivedAt),
        lte(storeAnnouncements.publishedAt, at(now)),
      ),
    )
    .orderBy(desc(storeAnnouncements.publishedAt));
}

/** Drops a field's uploaded signatures except `keep` (the one the saved answer points to). */
export async function dropFieldSignatures(db: Tx, formId: string, fieldId: string, keep: string | null): Promise<void> {
  await db
    .delete(formSignatures)
    .where(
      and(signaturesOf(formId), eq(formSignatures.fieldId, fieldId), keep ? ne(formSignatures.id, keep) : undefined),
    );
}

/** A customer's latest 50 forms, newest first. */
export function formsOfCustomer(db: Tx, storeId: string, customerId: string) {
  return db
    .select({
      id: forms.id,
      title: forms.title,
      status: forms.status,
      bookingId: forms.bookingId,
      submittedAt: forms.submittedAt,
      createdAt: forms.createdAt,
    })
    .from(forms)
    .where(and(eq(forms.storeId, storeId), eq(forms.customerId, customerId)))
    .orderBy(desc(forms.createdAt))
    .limit(50);
}
