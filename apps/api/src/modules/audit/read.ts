import { auditSummary, type Language } from '@salon/domain';
import type { Db } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import type { StaffScope } from '#api/modules/scope';
import { auditNames } from './names';
import { type AuditFilter, type AuditRow, listEntries } from './repository';

const factsOf = (r: AuditRow) => ({
  staffName: r.staffName,
  operation: r.operation,
  entity: r.entity,
  entityId: r.entityId,
  before: r.before,
  after: r.after,
});

/**
 * GET /staff/audit: the store's entries, newest first, filtered by category, operation, record,
 * member or days; each with its sentence in `lang` (names looked up once for the page, times in
 * the store's zone) and the raw change.
 */
export async function auditEntries(db: Db, { store }: StaffScope, filter: AuditFilter, lang: Language) {
  const rows = await listEntries(db, store.id, filter);
  const names = await auditNames(db, store.id, rows.map(factsOf));
  const ctx = { lang, zone: store.timeZone, names };
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: toSeconds(r.at),
      staff: { id: r.staffId, name: r.staffName },
      operation: r.operation,
      entity: r.entity,
      entityId: r.entityId,
      summary: auditSummary(factsOf(r), ctx),
      before: r.before,
      after: r.after,
    })),
  };
}
