import type { EndpointId, Endpoints } from '@salon/contract';
import type { Tx } from '#api/db/client';
import { at } from '#api/db/time';
import type { StaffScope } from '#api/modules/scope';
import { insertEntry } from './repository';

/**
 * Staff calls that change nothing of the store's, never logged: signing out ends only the member's
 * own session; a quote is a read sent as a POST; marking the inbox seen records only what the
 * member has read.
 */
type NotChanges = 'staffLogout' | 'staffCheckoutQuote' | 'staffInboxSeen';

/** Every state-changing staff operation (a staff-only endpoint that is not a GET): what an audit entry names. */
export type StaffChange = Exclude<
  {
    [K in EndpointId]: Endpoints[K] extends { method: 'GET' }
      ? never
      : Endpoints[K] extends { actors: readonly ['staff'] }
        ? K
        : never;
  }[EndpointId],
  NotChanges
>;

/** What a use case changed: the operation, the record, what it replaced (null or absent: a new record) and what it answered. */
export interface Change {
  operation: StaffChange;
  entity: string;
  entityId: string;
  before?: unknown;
  after: unknown;
}

/** Secrets an answer may carry (a set-password link): never kept in the log. */
const SECRET_KEYS = new Set(['setupLink', 'csrfToken', 'token']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : redact(v)]));
}

/**
 * Writes the audit entry of a staff change: who (the acting member), when (the request's now), the
 * operation, the record, before and after (secrets redacted). Called by the use case in its own
 * transaction where it has one, so a change and its entry commit (or roll back) together.
 */
export async function recordChange(db: Tx, { store, now, actor }: StaffScope, change: Change): Promise<void> {
  await insertEntry(db, {
    storeId: store.id,
    staffId: actor.staffId,
    staffName: actor.name,
    at: at(now),
    operation: change.operation,
    entity: change.entity,
    entityId: change.entityId,
    before: redact(change.before ?? null) ?? null,
    after: redact(change.after ?? null) ?? null,
  });
}
