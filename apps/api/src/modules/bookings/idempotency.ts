import type { BookingStatus } from '@salon/domain';
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import { bookings } from '#api/db/schema/bookings';
import { at } from '#api/db/time';

/** The bookings made with these (store, customer, idempotency key) triples. */
const byKeysQuery = preparedPerHandle((db) =>
  db
    .select({
      storeId: bookings.storeId,
      customerId: bookings.customerId,
      key: bookings.idempotencyKey,
      id: bookings.id,
      status: bookings.status,
      requestHash: bookings.requestHash,
    })
    .from(bookings)
    .where(
      sql`(${bookings.storeId}, ${bookings.customerId}, ${bookings.idempotencyKey}) IN (SELECT * FROM unnest(
        ${sql.placeholder('stores')}::uuid[], ${sql.placeholder('customers')}::uuid[], ${sql.placeholder('keys')}::text[]))`,
    )
    .prepare('bookings_by_idempotency_keys'),
);

interface KeyOf {
  storeId: string;
  customerId: string;
  key: string;
}
const keyText = (k: KeyOf) => `${k.storeId}/${k.customerId}/${k.key}`;

/** Every keyed booking reads its key first: the requests that arrive together share one prepared read. */
const byKeys = preparedPerHandle((db) =>
  arrivalBatch<KeyOf, { id: string; status: BookingStatus; requestHash: string | null }>(async (keys) => {
    const rows = await byKeysQuery(db).execute({
      stores: keys.map((k) => k.storeId),
      customers: keys.map((k) => k.customerId),
      keys: keys.map((k) => k.key),
    });
    const found = new Map(rows.map((row) => [keyText({ ...row, key: row.key ?? '' }), row]));
    return keys.map((k) => found.get(keyText(k)) ?? null);
  }),
);

/** The booking a customer made with an idempotency key. */
export async function findByIdempotencyKey(db: Tx, storeId: string, customerId: string, key: string) {
  return byKeys(db).load({ storeId, customerId, key });
}

/**
 * Forgets the idempotency keys of bookings made before `before` (the clean-up): the key (and the
 * hash of its request) goes, the booking stays. A repeat of so old a request is a new request.
 * How many bookings it touched.
 */
export async function clearIdempotencyKeysBefore(db: Tx, before: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ idempotencyKey: null, requestHash: null })
    .where(and(isNotNull(bookings.idempotencyKey), lt(bookings.createdAt, at(before))))
    .returning({ id: bookings.id });
  return rows.length;
}
