import { auditPage } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff, staffClient } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';

/**
 * The audit log (audit/trail.ts writes, GET /staff/audit reads): every successful state-changing
 * staff call is an entry with who, when, the record, what it replaced and what it became; nothing
 * else is. Read here as the owner's screen reads it, through the API.
 */
describeEachDatabase('the audit log', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { name: '店主' })).client;
    manager = await signedInStaff(t, storeId, 'manager', { name: '櫃檯小美' });
  });
  afterAll(() => t.close());

  const audit = async (query: Record<string, string> = {}, as = owner) => {
    const res = await as.get('audit', query);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return auditPage.parse(res.body.data).entries;
  };
  const customer = async () => (await signedInCustomer(t.database.db, storeId, TEST_NOW)).customer.id;

  it("a manager's change is logged: operation, record, who, when, what it was before and what it became", async () => {
    const customerId = await customer();
    expect((await manager.client.put(`customers/${customerId}/notes`, { staffNotes: '對染劑過敏' })).code).toBe(200);
    t.clock.set(TEST_NOW + 600);
    const changed = await manager.client.put(`customers/${customerId}/notes`, { staffNotes: '對染劑過敏，先做測試' });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    t.clock.set(TEST_NOW);

    const entries = await audit({ entityId: customerId });
    expect(entries).toHaveLength(2);
    // Newest first.
    expect(entries[0]).toMatchObject({
      operation: 'staffCustomerNotes',
      entity: 'customer',
      entityId: customerId,
      staff: { id: manager.member.id, name: '櫃檯小美' },
      at: TEST_NOW + 600,
      before: { id: customerId, staffNotes: '對染劑過敏' },
      after: { id: customerId, staffNotes: '對染劑過敏，先做測試' },
    });
    expect(entries[0]!.after).toEqual(changed.body.data);
    expect(entries[1]).toMatchObject({ at: TEST_NOW, after: { staffNotes: '對染劑過敏' } });
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    // Filtered by the member and by the operation, the same entries.
    expect((await audit({ staffId: manager.member.id })).map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect((await audit({ operation: 'staffCustomerNotes', entityId: customerId })).map((e) => e.id)).toEqual(
      entries.map((e) => e.id),
    );
  });

  it("an owner's price change keeps the old price as before and the new as after", async () => {
    const was = (await owner.get('menu')).body.data.services.find((s: { id: string }) => s.id === 'cut-wash').price;
    expect((await owner.patch('products/cut-wash', { price: was + 50 })).code).toBe(200);
    const [entry] = await audit({ operation: 'staffUpdateProduct', entityId: 'cut-wash' });
    expect(entry).toMatchObject({
      entity: 'product',
      entityId: 'cut-wash',
      staff: { name: '店主' },
      before: { price: was },
      after: { price: was + 50 },
    });
  });

  it('a refused or failed call (4xx) writes nothing; nor does a GET, nor signing out', async () => {
    const customerId = await customer();
    const before = await audit({ limit: '200' });
    const calls = [
      // 404: no such customer.
      manager.client.put('customers/00000000-0000-4000-8000-000000000000/notes', { staffNotes: 'x' }),
      // 400: the notes are too long.
      manager.client.put(`customers/${customerId}/notes`, { staffNotes: 'x'.repeat(2001) }),
      // 403: the menu is the owner's.
      manager.client.patch('products/cut-wash', { price: 1 }),
      // 403: no CSRF token.
      staffClient(t, { cookie: manager.headers.cookie! }).put(`customers/${customerId}/notes`, { staffNotes: 'x' }),
      // 404: no such booking to move on.
      manager.client.post('bookings/status', { bookingId: 'no-such-booking', action: 'arrive' }),
    ];
    const answers = (await Promise.all(calls)).map((r) => [r.code, r.body.status]);
    expect(answers).toEqual([
      [404, 'CUSTOMER_NOT_FOUND'],
      [400, 'VALIDATION_FAILED'],
      [403, 'FORBIDDEN'],
      [403, 'CSRF_FAILED'],
      [404, 'BOOKING_NOT_FOUND'],
    ]);
    // Reads change nothing.
    for (const path of [`customers/${customerId}`, 'pickupOrders', `calendar?from=${TEST_NOW}&to=${TEST_NOW + 86400}`])
      expect((await manager.client.get(path)).code).toBe(200);
    expect((await owner.get('menu')).code).toBe(200);
    // Signing out ends only the member's own session: not a change of the store's.
    const leaving = await signedInStaff(t, storeId, 'manager');
    expect((await leaving.client.post('auth/logout', { everywhere: false })).code).toBe(200);

    expect(await audit({ limit: '200' })).toEqual(before);
    expect(await audit({ entityId: customerId })).toEqual([]);
  });

  it('secrets are never kept: the set-password link of an invitation is not in the log', async () => {
    const invited = await owner.post('members', { email: 'yuna@salon.test', name: 'Yuna', role: 'manager' });
    expect(invited.code, JSON.stringify(invited.body)).toBe(200);
    const link = invited.body.data.setupLink as string;
    expect(link).toContain('#token=');
    const memberId = invited.body.data.member.id as string;

    const [entry] = await audit({ operation: 'staffInvite' });
    expect(entry).toMatchObject({
      entity: 'staff',
      entityId: memberId,
      staff: { name: '店主' },
      before: null,
      after: { member: { id: memberId, name: 'Yuna', role: 'manager' } },
    });
    expect(entry!.after).not.toHaveProperty('setupLink');
    const page = JSON.stringify(await audit({ limit: '200' }));
    expect(page).not.toContain(link);
    expect(page).not.toContain(link.split('#token=')[1]!);
  });

  it('only the owner reads the log: a designer and a manager are refused, and so is no session', async () => {
    const designer = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    const refused = await designer.get('audit');
    expect([refused.code, refused.body.status]).toEqual([403, 'FORBIDDEN']);
    const asManager = await manager.client.get('audit');
    expect([asManager.code, asManager.body.status]).toEqual([403, 'FORBIDDEN']);
    expect((await staffClient(t, {}).get('audit')).code).toBe(401);
  });

  it("each store sees its own entries only; another store's member cannot read this one's", async () => {
    const otherId = (await seedDemoCopy(t.database.db, 'other')).storeId;
    const otherOwner = (await signedInStaff(t, otherId, 'owner', { code: 'other', name: '別家店主' })).client;
    const ours = await audit({ limit: '200' });
    expect(ours.length).toBeGreaterThan(0);
    expect(await audit({}, otherOwner)).toEqual([]);

    // A change in the other store is in its log, not in ours.
    expect((await otherOwner.patch('products/cut-wash', { price: 999 })).code).toBe(200);
    const theirs = await audit({}, otherOwner);
    expect(theirs).toEqual([
      expect.objectContaining({ operation: 'staffUpdateProduct', entityId: 'cut-wash', staff: expect.anything() }),
    ]);
    expect(theirs[0]!.staff.name).toBe('別家店主');
    expect(await audit({ limit: '200' })).toEqual(ours);
    // Their session is not a session of this store.
    expect((await staffClient(t, otherOwner.headers).get('audit')).code).toBe(401);
  });
});
