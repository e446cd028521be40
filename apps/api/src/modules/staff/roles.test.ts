import { type EndpointDef, endpoints } from '@salon/contract';
import { can, STAFF_ROLES, type StaffRole } from '@salon/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { hostileRequest } from '#test/hostile-request';
import { signedInStaff } from './test-support';

/** Every staff operation that names a permission. */
const guarded = (Object.entries(endpoints) as [string, EndpointDef][]).filter(
  ([, def]) => def.actors.includes('staff') && def.permission,
);

describeEachDatabase('every staff operation answers each role as the role table says', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  it('walks the calendar, bookings, blocks, the counter, pickup orders, forms and invitations', () => {
    const ids = guarded.map(([id]) => id);
    for (const id of ['staffCalendar', 'staffBookingStatus', 'staffCreateBlock', 'staffCheckout', 'staffInvite'])
      expect(ids).toContain(id);
  });

  it('walks the menu and retail editors (owners only: manage:menu:any)', () => {
    const ids = guarded.map(([id]) => id);
    const menuOps = ['staffMenu', 'staffCreateCategory', 'staffUpdateCategory', 'staffOrderCategories'];
    const serviceOps = ['staffCreateService', 'staffUpdateService', 'staffUpdateProduct'];
    const retailOps = [
      'staffRetail',
      'staffCreateRetailItem',
      'staffUpdateRetailItem',
      'staffAdjustStock',
      'staffStockAdjustments',
    ];
    for (const id of [...menuOps, ...serviceOps, ...retailOps]) {
      expect(ids).toContain(id);
      expect(guarded.find(([g]) => g === id)![1].permission).toBe('manage:menu:any');
    }
  });

  it('a role without the permission: 403 FORBIDDEN before any input is read; a role with it reaches the input checks', async () => {
    const failures: string[] = [];
    const outcomes = { refused: 0, reached: 0 };
    for (const role of STAFF_ROLES) {
      const providerId = role === 'designer' ? 'amber' : undefined;
      const { headers } = await signedInStaff(t, storeId, role as StaffRole, { providerId });
      for (const [id, def] of guarded) {
        const res = await t.app.inject(hostileRequest(def, headers));
        const body = res.json() as { status: string; data?: unknown };
        const allowed = can(role, def.permission!);
        const refused = res.statusCode === 403 && body.status === 'FORBIDDEN' && body.data === undefined;
        // Allowed: the hostile input is what is refused (400/404/409/422), never the role, never a 5xx.
        const reached = res.statusCode < 500 && !(res.statusCode === 403 || res.statusCode === 401);
        outcomes[allowed ? 'reached' : 'refused']++;
        if (allowed ? !reached : !refused) failures.push(`${role} ${id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    // Both sides of the table are walked: a designer and a manager are refused some operations.
    expect(outcomes.refused).toBeGreaterThanOrEqual(8);
    expect(outcomes.reached).toBeGreaterThan(outcomes.refused);
  });
});
