import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { toSeconds } from '#api/db/time';
import { type AuditFilter, listEntries } from './repository';

/** GET /staff/audit: the store's entries, newest first, filtered by operation, record or member. */
export async function auditEntries(db: Db, store: StoreRow, filter: AuditFilter) {
  const rows = await listEntries(db, store.id, filter);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: toSeconds(r.at),
      staff: { id: r.staffId, name: r.staffName },
      operation: r.operation,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
  };
}
