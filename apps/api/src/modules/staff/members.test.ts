import { staffAccount } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore } from '#test/fixtures';
import { signedInStaff, signInStaff, staffClient } from './test-support';

describeEachDatabase('the store staff accounts (issue 39)', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = await signedInStaff(t, storeId, 'owner', { name: '店主' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, code = 'demo') =>
    t.app.inject({ method: 'POST', url: `/api/staff/auth/login?code=${code}`, payload: { email, password } });
  const me = (headers: Record<string, string>) => staffClient(t, headers).get('auth/me');

  it('lists the accounts: name, e-mail, role, designer column, last sign-in, active', async () => {
    const amber = await signedInStaff(t, storeId, 'designer', { name: 'Amber', providerId: 'amber' });
    const list = await owner.client.get('members');
    expect(list.code).toBe(200);
    const rows = (list.body.data as unknown[]).map((r) => staffAccount.parse(r));
    expect(rows.find((r) => r.id === amber.member.id)).toEqual({
      id: amber.member.id,
      name: 'Amber',
      email: amber.email,
      role: 'designer',
      active: true,
      providerId: 'amber',
      providerName: expect.any(String),
      lastSignInAt: TEST_NOW,
      passwordSet: true,
    });
    expect(rows.some((r) => r.id === owner.member.id && r.role === 'owner')).toBe(true);
  });

  it('a role change applies on the member’s next call', async () => {
    const manager = await signedInStaff(t, storeId, 'manager');
    expect((await manager.client.get('members')).code).toBe(200);
    const changed = await owner.client.patch(`members/${manager.member.id}`, { role: 'designer' });
    expect(changed.code).toBe(200);
    expect(changed.body.data).toMatchObject({ id: manager.member.id, role: 'designer', active: true });
    expect((await manager.client.get('members')).code).toBe(403);
    expect((await me(manager.headers)).body.data.staff.role).toBe('designer');
  });

  it('deactivating ends a live session at once and refuses sign-in; reactivating lets them sign in again', async () => {
    const manager = await signedInStaff(t, storeId, 'manager', { providerId: 'kevin' });
    const second = await signInStaff(t, 'demo', manager);
    expect((await me(manager.headers)).code).toBe(200);
    const off = await owner.client.patch(`members/${manager.member.id}`, { active: false });
    expect(off.code).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, providerId: 'kevin' });
    expect((await me(manager.headers)).code).toBe(401);
    expect((await me(second.headers)).code).toBe(401);
    const refused = await login(manager.email, manager.password);
    expect([refused.statusCode, refused.json().status, refused.json().message]).toEqual([
      403,
      'STAFF_DEACTIVATED',
      '這個帳號已停用，請洽店主',
    ]);
    // A wrong password still reads as a wrong password: the refusal names no account to a stranger.
    expect((await login(manager.email, 'wrong-password')).json().status).toBe('STAFF_LOGIN_FAILED');
    expect((await owner.client.post(`members/${manager.member.id}/password-link`)).body.status).toBe(
      'STAFF_DEACTIVATED',
    );
    const on = await owner.client.patch(`members/${manager.member.id}`, { active: true });
    expect(on.body.data).toMatchObject({ active: true, providerId: 'kevin' });
    expect((await me(manager.headers)).code).toBe(401);
    expect((await login(manager.email, manager.password)).statusCode).toBe(200);
  });

  it('sends a new set-password link that signs the member in; every change is audited without the link', async () => {
    const designer = await signedInStaff(t, storeId, 'designer');
    const res = await owner.client.post(`members/${designer.member.id}/password-link`);
    expect(res.code).toBe(200);
    expect(res.body.data).toMatchObject({ emailed: false });
    const token = (res.body.data.setupLink as string).split('#token=')[1];
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/password?code=demo',
      payload: { token, password: 'a-new-password-1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(designer.email, 'a-new-password-1')).statusCode).toBe(200);
    const audit = await owner.client.get('audit', { entityId: designer.member.id });
    const entries = audit.body.data.entries as { operation: string; after: unknown }[];
    expect(entries.map((e) => e.operation)).toContain('staffPasswordLink');
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('a manager sees the list but changes nobody at or above them; a designer cannot list', async () => {
    const manager = await signedInStaff(t, storeId, 'manager');
    const peer = await signedInStaff(t, storeId, 'manager');
    const designer = await signedInStaff(t, storeId, 'designer');
    expect((await manager.client.get('members')).code).toBe(200);
    for (const [id, body] of [
      [owner.member.id, { active: false }],
      [peer.member.id, { role: 'designer' }],
      [designer.member.id, { role: 'manager' }],
      [manager.member.id, { role: 'designer' }],
    ] as const) {
      const res = await manager.client.patch(`members/${id}`, body);
      expect([res.code, res.body.status]).toEqual([403, 'STAFF_ABOVE_YOU']);
    }
    expect((await manager.client.post(`members/${peer.member.id}/password-link`)).code).toBe(403);
    expect((await manager.client.patch(`members/${designer.member.id}`, { active: false })).code).toBe(200);
    expect((await me(designer.headers)).code).toBe(401);
    const other = await signedInStaff(t, storeId, 'designer');
    expect([(await other.client.get('members')).code, (await other.client.get('members')).body.status]).toEqual([
      403,
      'FORBIDDEN',
    ]);
  });

  it('nobody deactivates themselves, and the last active owner stays one', async () => {
    const otherId = (await seedDemoCopy(t.database.db, 'team-other')).storeId;
    const solo = await signedInStaff(t, otherId, 'owner', { code: 'team-other' });
    const self = await solo.client.patch(`members/${solo.member.id}`, { active: false });
    expect([self.code, self.body.status]).toEqual([409, 'STAFF_SELF']);
    const demote = await solo.client.patch(`members/${solo.member.id}`, { role: 'manager' });
    expect([demote.code, demote.body.status]).toEqual([409, 'STAFF_LAST_OWNER']);
    const second = await signedInStaff(t, otherId, 'owner', { code: 'team-other' });
    expect((await solo.client.patch(`members/${solo.member.id}`, { role: 'manager' })).code).toBe(200);
    const last = await second.client.patch(`members/${second.member.id}`, { role: 'designer' });
    expect(last.body.status).toBe('STAFF_LAST_OWNER');
    // Another store's account is not found from this one.
    expect((await owner.client.patch(`members/${second.member.id}`, { active: false })).code).toBe(404);
  });

  it('bad input answers 400 or 404 with the field named, never 500', async () => {
    const designer = await signedInStaff(t, storeId, 'designer');
    const cases: [string, unknown, number, string[]][] = [
      [`members/${designer.member.id}`, { role: 'boss' }, 400, ['role']],
      [`members/${designer.member.id}`, {}, 400, ['role', 'active']],
      [`members/${designer.member.id}`, { active: 'yes' }, 400, ['active']],
      ['members/not-a-uuid', { active: false }, 400, ['id']],
    ];
    for (const [path, body, code, fields] of cases) {
      const res = await owner.client.patch(path, body);
      expect(res.code, JSON.stringify(body)).toBe(code);
      expect(Object.keys(res.body.data?.fields ?? {}), JSON.stringify(res.body)).toEqual(
        expect.arrayContaining(fields),
      );
    }
    const unknown = await owner.client.patch('members/00000000-0000-4000-8000-000000000000', { active: false });
    expect([unknown.code, unknown.body.status]).toEqual([404, 'STAFF_NOT_FOUND']);
    const noLink = await owner.client.post('members/00000000-0000-4000-8000-000000000000/password-link');
    expect(noLink.code).toBe(404);
  });
});
