import { type EndpointDef, endpoints } from '@salon/contract';
import { needsCredential } from '@salon/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '#api/config';
import { signedInStaff, signInStaff, staffMember } from '#api/modules/staff/test-support';
import { NO_ONLINE_PAYMENTS } from '#api/platform/payments/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { hostileRequest } from '#test/hostile-request';
import { registerErrorHandling } from './error-handler';
import { requestContext } from './request-context';

/** Every operation of the table that needs a credential (served in test mode, where all of them are). */
const guarded = (Object.entries(endpoints) as [string, EndpointDef][]).filter(
  ([, def]) => needsCredential(def.actors) && (!def.modes || def.modes.includes('test')),
);

describeEachDatabase('an operation that needs a credential answers a stranger 401 before reading any input', (kind) => {
  let t: TestApp;
  let otherStoreToken: string;
  let revokedToken: string;
  let demoStoreId: string;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let revokedStaff: Awaited<ReturnType<typeof signInStaff>>;
  let otherStoreStaff: Awaited<ReturnType<typeof signInStaff>>;

  beforeAll(async () => {
    // The walk signs a member in for each staff operation: more sign-ins than the per-IP limit allows.
    t = await createTestApp(kind, { config: { mode: 'test', authRateLimit: { send: 10, check: 1000 } } });
    demoStoreId = (await seedStore(t.database.db)).storeId;
    const other = await seedDemoCopy(t.database.db, 'other');
    otherStoreToken = (await signedInCustomer(t.database.db, other.storeId, TEST_NOW)).token;
    owner = await signInStaff(t, 'demo', await staffMember(t.database.db, demoStoreId, 'owner'));
    otherStoreStaff = await signInStaff(t, 'other', await staffMember(t.database.db, other.storeId, 'owner'));
    revokedStaff = await signInStaff(t, 'demo', await staffMember(t.database.db, demoStoreId, 'owner'));
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/logout?code=demo',
      headers: revokedStaff.headers,
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const revoked = await signedInCustomer(t.database.db, demoStoreId, TEST_NOW);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout?code=demo', headers: revoked.headers });
    expect(logout.statusCode).toBe(200);
    revokedToken = revoked.token;
  });
  afterAll(() => t.close());

  it('the table has operations of customers and of staff to walk', () => {
    expect(guarded.filter(([, d]) => d.actors.includes('customer')).length).toBeGreaterThan(20);
    expect(guarded.filter(([, d]) => d.actors.includes('staff')).length).toBeGreaterThan(0);
  });

  const strangers = (def: EndpointDef): [string, Record<string, string>][] => {
    const forCustomers: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a garbage token', { 'access-token': 'garbage-token-that-was-never-issued' }],
      ['a revoked token', { 'access-token': revokedToken }],
      ["another store's token", { 'access-token': otherStoreToken }],
      ['a staff session instead of a token', owner.headers],
    ];
    const forStaff: [string, Record<string, string>][] = [
      ['no session', {}],
      ['a garbage session', { cookie: 'salon_staff=garbage-session-that-was-never-issued' }],
      ['a signed-out session', revokedStaff.headers],
      ["another store's staff session", otherStoreStaff.headers],
      ["a customer's token", { 'access-token': otherStoreToken }],
    ];
    return def.actors.includes('staff') ? forStaff : forCustomers;
  };

  it('every such operation, every kind of stranger: 401 UNAUTHORIZED naming no field', async () => {
    const failures: string[] = [];
    for (const [id, def] of guarded) {
      for (const [who, headers] of strangers(def)) {
        const res = await t.app.inject(hostileRequest(def, headers));
        const body = res.json() as { status: string; message: string; data?: unknown };
        const named = res.body.includes('bogus') || res.body.includes('fields') || body.data !== undefined;
        if (res.statusCode !== 401 || body.status !== 'UNAUTHORIZED' || named) {
          failures.push(`${id} with ${who}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a state-changing staff call without its CSRF token, or with another session's: 403 CSRF_FAILED naming no field", async () => {
    const failures: string[] = [];
    const writes = guarded.filter(([, d]) => d.actors.includes('staff') && d.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const [id, def] of writes) {
      for (const csrf of [undefined, otherStoreStaff.csrfToken, revokedStaff.csrfToken, 'garbage']) {
        const headers: Record<string, string> = { cookie: owner.headers.cookie };
        if (csrf) headers['x-csrf-token'] = csrf;
        const res = await t.app.inject(hostileRequest(def, headers));
        const body = res.json() as { status: string; data?: unknown };
        if (res.statusCode !== 403 || body.status !== 'CSRF_FAILED' || body.data !== undefined) {
          failures.push(`${id} with csrf ${csrf ?? 'none'}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('with a valid credential the same requests get past identity (the walk reaches real routes)', async () => {
    const failures: string[] = [];
    for (const [id, def] of guarded) {
      // A fresh token each time: the walk includes sign-out, which revokes the token it is given.
      const headers = def.actors.includes('staff')
        ? (await signedInStaff(t, demoStoreId, 'owner')).headers
        : (await signedInCustomer(t.database.db, demoStoreId, TEST_NOW)).headers;
      const res = await t.app.inject(hostileRequest(def, headers));
      if (res.statusCode === 401 || res.statusCode === 404 || res.statusCode >= 500) {
        failures.push(`${id}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describeEachDatabase('an entry that needs a credential is refused without one, whatever else it declares', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { storeId } = await seedStore(t.database.db);
    token = (await signedInCustomer(t.database.db, storeId, TEST_NOW)).token;
  });
  afterAll(() => t.close());

  it('a customer operation of no store (store: false) still checks the token (it used to be skipped)', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const ctx = {
      config: testConfig(),
      database: t.database,
      db: t.database.db,
      clock: t.clock,
      payments: NO_ONLINE_PAYMENTS,
      publicUrl: () => 'http://127.0.0.1',
    };
    await app.register(requestContext, { ctx });
    const endpoint: EndpointDef = {
      method: 'GET',
      path: '/storeless',
      actors: ['customer'],
      store: false,
      tag: 'test',
      summary: 'a store-less operation for customers',
      errors: [],
      errorArea: 'generic',
    };
    const served: string[] = [];
    app.get('/storeless', { config: { endpoint } }, async (request) => {
      served.push(request.actor.kind);
      return { status: 'SUCCESS', data: null };
    });
    await app.ready();
    for (const url of ['/storeless', '/storeless?code=demo', '/storeless?code=nowhere']) {
      for (const headers of [{}, { 'access-token': 'garbage' }]) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: 'UNAUTHORIZED' });
      }
    }
    // A token names its store's customer only with that store's code.
    expect(
      (await app.inject({ method: 'GET', url: '/storeless', headers: { 'access-token': token } })).statusCode,
    ).toBe(401);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/storeless?code=demo',
      headers: { 'access-token': token },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(served).toEqual(['customer']);
    await app.close();
  });
});
