import { randomUUID } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  jobs,
  lineLogins,
  loginTokens,
  otpCodes,
  otpPhones,
  otpSends,
  phoneSessions,
  pickupOrders,
} from '#api/db/schema/index';
import { NO_ONLINE_PAYMENTS } from '#api/platform/payments/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU, TUE, WED } from '../bookings/test-support';
import { windowVersions } from '../calendar/version';
import { orderBody, setStock, stockOf } from '../retail/test-support';
import { PICKUP_HOLD_SECONDS, runCleanup } from './service';

const HOUR = 3600;
const DAY = 86400;
const at = (seconds: number) => new Date(seconds * 1000);

describeEachDatabase('cleanup', (kind) => {
  let t: TestApp;
  let storeId: string;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** One expired and one still valid row of each kind; `now` is when the clean-up will run. */
  async function seed(now: number) {
    const expired = now - 1;
    const valid = now + HOUR;
    await db()
      .insert(otpPhones)
      .values([{ phoneE164: '+886911000001' }, { phoneE164: '+886911000002' }]);
    await db()
      .insert(otpSends)
      .values([
        { phoneE164: '+886911000001', storeId, channel: 'sms', sentAt: at(now - 25 * HOUR) },
        { phoneE164: '+886911000002', storeId, channel: 'sms', sentAt: at(now - HOUR) },
      ]);
    const code = { storeId, channel: 'sms' as const, codeHash: 'h', salt: 's', sentAt: at(now - HOUR) };
    await db()
      .insert(otpCodes)
      .values([
        { ...code, phoneE164: '+886911000001', id: randomUUID(), expiresAt: at(expired) },
        { ...code, phoneE164: '+886911000002', id: randomUUID(), expiresAt: at(valid) },
      ]);
    const phone = { storeId, phoneE164: '+886911000001', createdAt: at(now - HOUR) };
    await db()
      .insert(phoneSessions)
      .values([
        { ...phone, tokenHash: 'session-expired', expiresAt: at(expired) },
        { ...phone, tokenHash: 'session-valid', expiresAt: at(valid) },
      ]);
    const line = { storeId, lineUserId: 'U1', createdAt: at(now - HOUR) };
    await db()
      .insert(lineLogins)
      .values([
        { ...line, idHash: 'line-expired', expiresAt: at(expired) },
        { ...line, idHash: 'line-valid', expiresAt: at(valid) },
      ]);
    const token = { storeId, customerId: customer.customer.id };
    await db()
      .insert(loginTokens)
      .values([
        { ...token, tokenHash: 'token-expired', expiresAt: at(expired) },
        { ...token, tokenHash: 'token-valid', expiresAt: at(valid) },
      ]);
  }

  const create = (startTime: number, key: string) =>
    call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: null }], startTime),
      headers: { ...customer.headers, 'idempotency-key': key },
    });

  it('deletes what has expired and keeps what is still valid, by the injected clock', async () => {
    t.clock.set(TEST_NOW);
    const old = await create(WED(11), 'old-key');
    t.clock.set(TEST_NOW + 20 * HOUR);
    const recent = await create(THU(15), 'recent-key');
    expect([old.code, recent.code]).toEqual([200, 200]);

    const now = TEST_NOW + 25 * HOUR;
    await seed(now);
    const result = await runCleanup({ db: db(), payments: NO_ONLINE_PAYMENTS }, now);
    expect(result).toMatchObject({ otpCodes: 1, otpSends: 1, phoneSessions: 1, lineLogins: 1, idempotencyKeys: 1 });
    expect(result.loginTokens).toBeGreaterThanOrEqual(1);

    expect((await db().select().from(otpCodes)).map((r) => r.phoneE164)).toEqual(['+886911000002']);
    expect((await db().select().from(otpSends)).map((r) => r.phoneE164)).toEqual(['+886911000002']);
    expect((await db().select().from(phoneSessions)).map((r) => r.tokenHash)).toEqual(['session-valid']);
    expect((await db().select().from(lineLogins)).map((r) => r.idHash)).toEqual(['line-valid']);
    const tokens = (await db().select().from(loginTokens)).map((r) => r.tokenHash);
    expect(tokens).toContain('token-valid');
    expect(tokens).not.toContain('token-expired');

    // The old booking stays; only its idempotency key is forgotten.
    const keyOf = async (id: string) =>
      (await db().select().from(bookings).where(eq(bookings.id, id)))[0]?.idempotencyKey;
    expect(await keyOf(old.body.data.bookingId)).toBeNull();
    expect(await keyOf(recent.body.data.bookingId)).toBe('recent-key');

    // A second run finds nothing more to do (and no job has finished a week ago).
    expect(Object.values(await runCleanup({ db: db(), payments: NO_ONLINE_PAYMENTS }, now))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it("folds past days' version rows into one per store and day; every window's version stays what it was", async () => {
    const now = TEST_NOW + 25 * HOUR;
    const today = Math.floor(now / DAY);
    const [old, ahead] = [today - 5, today + 3];
    const tables = ['calendar_versions', 'busy_versions'] as const;
    for (const table of tables) {
      await db().execute(sql`INSERT INTO ${sql.identifier(table)} (store_id, day, slot, n)
        VALUES (${storeId}, ${old}, 3, 2), (${storeId}, ${old}, 7, 5), (${storeId}, ${old}, 0, 1),
          (${storeId}, ${ahead}, 3, 4), (${storeId}, ${ahead}, 9, 6)
        ON CONFLICT (store_id, day, slot) DO UPDATE SET n = excluded.n`);
    }
    const rowsOf = async (table: (typeof tables)[number], day: number) =>
      (
        (await db().execute(
          sql`SELECT slot, n::int AS n FROM ${sql.identifier(table)} WHERE store_id = ${storeId} AND day = ${day} ORDER BY slot`,
        )) as unknown as { rows: { slot: number; n: number }[] }
      ).rows;
    const versionsOf = async () =>
      Promise.all([
        windowVersions(db(), [
          { storeId, first: old, last: old },
          { storeId, first: old - 1, last: ahead },
        ]),
        ...[old, ahead].map(async (day) => (await rowsOf('busy_versions', day)).reduce((sum, r) => sum + r.n, 0)),
      ]);
    const before = await versionsOf();

    const result = await runCleanup({ db: db(), payments: NO_ONLINE_PAYMENTS }, now);
    expect(result.versionRows).toBe(4); // two slots of the old day, in each table
    for (const table of tables) {
      expect(await rowsOf(table, old)).toEqual([{ slot: 0, n: 8 }]);
      expect(await rowsOf(table, ahead)).toEqual([
        { slot: 3, n: 4 },
        { slot: 9, n: 6 },
      ]);
    }
    expect(await versionsOf()).toEqual(before);
  });

  describe('unpicked pickup orders', () => {
    const order = (pickupTime: number) =>
      call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
        payload: orderBody([{ productId: 'shampoo', quantity: 2 }], { pickupTime }),
        headers: customer.headers,
      });
    const statusOf = async (pickId: string) =>
      (await db().select().from(pickupOrders).where(eq(pickupOrders.id, pickId)))[0];

    it('closes an order left unpicked past the hold (by the system, stock back once) and keeps a recent one', async () => {
      t.clock.set(TEST_NOW);
      await setStock(db(), storeId, 'shampoo', 10);
      const late = await order(TUE(15));
      const recent = await order(TUE(16));
      expect([late.code, recent.code]).toEqual([200, 200]);
      expect(await stockOf(db(), storeId, 'shampoo')).toBe(6);

      // Just past the hold of the 15:00 order, not of the 16:00 one.
      const now = TUE(15) + PICKUP_HOLD_SECONDS + 60;
      const [first, second] = await Promise.all([
        runCleanup({ db: db(), payments: NO_ONLINE_PAYMENTS }, now),
        runCleanup({ db: db(), payments: NO_ONLINE_PAYMENTS }, now),
      ]);
      expect(first.unpickedOrders + second.unpickedOrders).toBe(1);
      expect(await statusOf(late.body.data.pickId)).toMatchObject({ status: 'Closed', statusChangedBy: 'system' });
      expect((await statusOf(late.body.data.pickId))?.statusChangedAt).toEqual(at(now));
      expect((await statusOf(recent.body.data.pickId))?.status).toBe('Placed');
      expect(await stockOf(db(), storeId, 'shampoo')).toBe(8);
    });
  });

  describe('the periodic job', () => {
    it('runs as a scheduled job of the queue, once per interval, with the app clock', async () => {
      t.clock.set(TEST_NOW + 100 * 24 * HOUR);
      await t.app.jobs.tick();
      // Every token issued around TEST_NOW (90 days) has expired 100 days later.
      expect(await db().select().from(loginTokens)).toEqual([]);
      expect(await db().select().from(bookings).where(isNotNull(bookings.idempotencyKey))).toEqual([]);
      // The order still open from the test above is past its hold by then.
      expect(await db().select().from(pickupOrders).where(eq(pickupOrders.status, 'Placed'))).toEqual([]);
      const runs = await db().select().from(jobs).where(eq(jobs.name, 'cleanup'));
      expect(runs.map((j) => j.state)).toEqual(['done']);
      // The same hour again: no second run.
      await t.app.jobs.tick();
      expect(await db().select().from(jobs).where(eq(jobs.name, 'cleanup'))).toHaveLength(1);
    });
  });
});
