import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EndpointId, endpoints } from '@salon/contract';
import { AUDIT_CATEGORY_OF } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import type { StaffChange } from './service';

const MODULES = join(import.meta.dirname, '..');

/** Staff calls the audit log leaves out, and why (the same as audit/service.ts's StaffChange). */
const NOT_CHANGES: Record<Exclude<StaffOnlyWrite, StaffChange>, string> = {
  staffLogout: 'ends only the member’s own session',
  staffCheckoutQuote: 'a read (the bill as it would be), sent as a POST',
  staffInboxSeen: 'a read: what this member has looked at, nothing of the store’s',
};
type StaffOnlyWrite = {
  [K in EndpointId]: (typeof endpoints)[K] extends { method: 'GET' }
    ? never
    : (typeof endpoints)[K] extends { actors: readonly ['staff'] }
      ? K
      : never;
}[EndpointId];

/** The non-test sources of the use cases (routes files name every endpoint id, so they do not count). */
function useCaseSources(): string {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/routes\.ts$/.test(f) && !f.includes('test-support'),
  );
  return files.map((f) => readFileSync(join(MODULES, f), 'utf8')).join('\n');
}

describe('every state-changing staff operation writes an audit entry', () => {
  const writes = Object.values(endpoints)
    .filter((e) => e.method !== 'GET' && e.actors.length === 1 && e.actors[0] === 'staff')
    .map((e) => e.id);

  it('the operations audited are the staff-only writes of the endpoint table, less the ones named with a reason', () => {
    const audited: StaffChange[] = writes.filter((id): id is StaffChange => !(id in NOT_CHANGES));
    expect(audited.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(NOT_CHANGES).every((id) => (writes as string[]).includes(id))).toBe(true);
  });

  it('a use case passes each of them to recordChange (as its operation)', () => {
    const sources = useCaseSources();
    const missing = writes.filter((id) => !(id in NOT_CHANGES) && !sources.includes(`'${id}'`));
    expect(missing).toEqual([]);
  });

  it('reads and quotes are never passed to recordChange', () => {
    const sources = useCaseSources();
    expect(Object.keys(NOT_CHANGES).filter((id) => sources.includes(`operation: '${id}'`))).toEqual([]);
  });

  it('each audited operation is filed under a category of the filters (the domain’s AUDIT_CATEGORY_OF)', () => {
    const unfiled = writes.filter((id) => !(id in NOT_CHANGES) && !AUDIT_CATEGORY_OF[id]);
    expect(unfiled).toEqual([]);
  });
});
