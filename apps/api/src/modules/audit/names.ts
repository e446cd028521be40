import { type AuditFacts, type AuditNames, namesWanted } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { bookingFactsOf } from '#api/modules/bookings/audit-side';
import { customerSummariesOf } from '#api/modules/customer/service';
import { designerNamesOf } from '#api/modules/team/service';

/**
 * The names a page of entries speaks of, looked up in one query per kind: customers (their own,
 * and those of the bookings named), the bookings' start times and designers. Ids never reach a sentence.
 */
export async function auditNames(db: Tx, storeId: string, entries: readonly AuditFacts[]): Promise<AuditNames> {
  const wanted = namesWanted(entries);
  const [bookings, designers] = await Promise.all([
    bookingFactsOf(db, storeId, wanted.bookingIds),
    designerNamesOf(db, storeId, wanted.designerIds),
  ]);
  const customerIds = [...wanted.customerIds, ...[...bookings.values()].map((b) => b.customerId)];
  const customers = await customerSummariesOf(db, storeId, customerIds);
  const nameOf = (id: string) => customers.get(id)?.lastName?.trim() || null;
  return {
    customers: Object.fromEntries([...customers.keys()].flatMap((id) => (nameOf(id) ? [[id, nameOf(id)!]] : []))),
    designers: Object.fromEntries(designers),
    bookings: Object.fromEntries(
      [...bookings].map(([id, b]) => [id, { customer: nameOf(b.customerId), startTime: b.startTime }]),
    ),
  };
}
