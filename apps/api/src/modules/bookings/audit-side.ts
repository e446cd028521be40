import type { Tx } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import * as repo from './repository';

/** What the audit log asks of bookings: whose each booking is and when it starts (unix s), by id. */
export async function bookingFactsOf(
  db: Tx,
  storeId: string,
  ids: readonly string[],
): Promise<Map<string, { customerId: string; startTime: number }>> {
  const rows = await repo.bookingsWhoseAndWhen(db, storeId, ids);
  return new Map(rows.map((r) => [r.id, { customerId: r.customerId, startTime: toSeconds(r.startTime) }]));
}
