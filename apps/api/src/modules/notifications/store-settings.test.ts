import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, notifications } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, WED } from '../bookings/test-support';
import { signedInStaff } from '../staff/test-support';

const HOUR = 3600;

describeEachDatabase('the store sets its reminder times and LINE token (PUT /staff/settings)', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };

  it('reminders go out at the hours the store set; the token is saved, never read back nor audited; bad input is named', async () => {
    const owner = (await signedInStaff(t, storeId, 'owner')).client;
    const settings = (method: 'GET' | 'PUT', payload?: object) => owner.send(method, 'settings', { payload });
    expect((await settings('GET')).body.data).toMatchObject({
      reminderHoursBefore: [24, 2],
      lineChannelAccessTokenSet: false,
    });
    const token = 'line-token-that-must-stay-secret';
    const put = await settings('PUT', { reminderHoursBefore: [3], lineChannelAccessToken: token });
    expect(put.code, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ reminderHoursBefore: [3], lineChannelAccessTokenSet: true });
    expect(JSON.stringify((await settings('GET')).body)).not.toContain(token);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.operation, 'staffUpdateSettings'));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(token);

    for (const bad of [
      { reminderHoursBefore: [0] },
      { reminderHoursBefore: [1, 2, 3, 4] },
      { reminderHoursBefore: [2, 2] },
    ]) {
      const res = await settings('PUT', bad);
      expect(res.code).toBe(400);
      expect(res.body.status).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.data.fields).join()).toMatch(/^reminderHoursBefore/);
    }

    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const start = WED(15);
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], start),
      headers: c.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    await drain();
    for (const at of [start - 24 * HOUR, start - 3 * HOUR, start - 2 * HOUR]) {
      t.clock.set(at);
      await drain();
    }
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, res.body.data.bookingId));
    expect(rows.filter((r) => r.kind === 'reminder').map((r) => r.createdAt)).toEqual([start - 3 * HOUR]);

    // null removes the token.
    expect((await settings('PUT', { lineChannelAccessToken: null })).body.data.lineChannelAccessTokenSet).toBe(false);
  });
});
