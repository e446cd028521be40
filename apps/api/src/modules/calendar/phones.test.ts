import { staffCalendar, staffSettings } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingBody, call, TUE, WED } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';

const DAY = 86400;
const LIN = '+886912345678';
const CHEN = '+886922333444';

/**
 * Issue 40, point 5: a designer reads her customers' phones masked (0912-***-678) except on the day
 * of their visit with her (the store's zone); the owner may turn masking off; owners and managers
 * always read the full number. The API never sends the full number to a masked designer.
 */
describeEachDatabase("designers' masked customer phones", (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let manager: StaffClient;
  let amber: StaffClient;
  let linId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner')).client;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
    amber = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    // 林 visits Amber on Wednesday; 陳 today (Tuesday, TEST_NOW) and on Wednesday.
    const lin = await signedInCustomer(t.database.db, storeId, TEST_NOW, { phoneE164: LIN, lastName: '林' });
    const chen = await signedInCustomer(t.database.db, storeId, TEST_NOW, { phoneE164: CHEN, lastName: '陳' });
    linId = lin.customer.id;
    for (const [who, start] of [
      [lin, WED(12)],
      [chen, TUE(15)],
      [chen, WED(15)],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], start),
        headers: who.headers,
      });
      expect(res.code, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(() => t.close());

  /** Each customer's phone on the calendar this member reads for [from, from + 2 days). */
  const phones = async (who: StaffClient, from = TUE(0)) => {
    const res = await who.get('calendar', { from, to: from + 2 * DAY });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const calendar = staffCalendar.parse(res.body.data);
    return Object.fromEntries(calendar.bookings.map((b) => [`${b.customer.name}@${b.startTime}`, b.customer.phone]));
  };

  it('masks a customer visiting another day, and gives the full number of one visiting her today', async () => {
    expect(await phones(amber)).toEqual({
      [`林@${WED(12)}`]: '0912-***-678',
      // 陳 visits her today: her number in full, on every booking of hers.
      [`陳@${TUE(15)}`]: CHEN,
      [`陳@${WED(15)}`]: CHEN,
    });
  });

  it("gives the full number on the day of the visit (the store's zone)", async () => {
    t.clock.set(WED(9));
    try {
      expect(await phones(amber)).toMatchObject({ [`林@${WED(12)}`]: LIN, [`陳@${WED(15)}`]: CHEN });
      expect((await phones(amber))[`陳@${TUE(15)}`]).toBe(CHEN);
    } finally {
      t.clock.set(TEST_NOW);
    }
    // Still Tuesday 23:59 in Taipei: Wednesday's customer is masked.
    t.clock.set(WED(0) - 60);
    try {
      expect((await phones(amber))[`林@${WED(12)}`]).toBe('0912-***-678');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('owners and managers always read the full number', async () => {
    for (const who of [owner, manager]) expect((await phones(who))[`林@${WED(12)}`]).toBe(LIN);
  });

  it('the owner turns masking off (and on again): the designer reads the full number, and her poll is no 304', async () => {
    const poll = (etag?: string) =>
      t.app.inject({
        url: `/api/staff/calendar?code=demo&from=${TUE(0)}&to=${TUE(0) + 2 * DAY}`,
        headers: { ...amber.headers, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etag = String((await poll()).headers.etag);
    expect((await poll(etag)).statusCode).toBe(304);
    expect(staffSettings.parse((await owner.get('settings')).body.data).maskPhonesForDesigners).toBe(true);
    const off = await owner.put('settings', { maskPhonesForDesigners: false });
    expect(off.code, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.maskPhonesForDesigners).toBe(false);
    const after = await poll(etag);
    expect(after.statusCode).toBe(200);
    expect((await phones(amber))[`林@${WED(12)}`]).toBe(LIN);
    // A manager may not change the store's settings.
    expect((await manager.put('settings', { maskPhonesForDesigners: true })).code).toBe(403);
    expect((await owner.put('settings', { maskPhonesForDesigners: true })).code).toBe(200);
    expect((await phones(amber))[`林@${WED(12)}`]).toBe('0912-***-678');
    expect((await owner.put('settings', { maskPhonesForDesigners: 'no' })).code).toBe(400);
  });

  it('a masked designer cannot search customers by phone, nor read their details (no number revealed)', async () => {
    const search = await amber.get('customers', { q: '0912' });
    expect(search.code).toBe(403);
    expect(JSON.stringify(search.body)).not.toContain('345');
    const details = await amber.get(`customers/${linId}`);
    expect(details.code).toBe(403);
    expect(JSON.stringify(details.body)).not.toContain('345');
  });
});
