import { auditPage, staffSettings, staffTeam } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import type { Json } from '../bookings/test-support';

const open = (start: string, end: string) => ({ open: [{ start, end }], rest: [] });
const closed = { open: [], rest: [] };

describeEachDatabase("the store's settings and hours as the staff screens edit them", (kind) => {
  let t: TestApp;
  let owner: StaffClient;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { storeId } = await seedStore(t.database.db);
    owner = (await signedInStaff(t, storeId, 'owner')).client;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
  });
  afterAll(() => t.close());

  const storePage = async () => (await t.app.inject({ url: '/api/bookings/store?code=demo' })).json().data as Json;

  it("every setting is read and changed in one call, and the customer's store page has the new values", async () => {
    const before = staffSettings.parse((await owner.get('settings')).body.data);
    expect(before).toMatchObject({ bookingWindowDays: 30, consultEnable: false });
    const change = {
      bookingTimeOffset: 120,
      slotInterval: 15,
      cancelPolicy: 'Multiple',
      cancelCondition: [
        { deadline: 'DAYS_2', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
        { deadline: 'HOURS_12', refundType: 'Percent', refundPercent: 50, refundAmount: 0 },
      ],
      depositRequired: true,
      depositValue: 300,
      paymentMethods: [{ method: 'Cash', isPrepaid: false, lastNum: null, name: '現金' }],
      consultEnable: true,
      consultURL: 'https://line.me/R/ti/p/@salon',
      websiteTitle: '新的標題',
      liffId: '1234567890-AbCdEfGh',
    };
    const saved = await owner.put('settings', change);
    expect(saved.code).toBe(200);
    expect(saved.body.data).toMatchObject(change);
    expect(await storePage()).toMatchObject({
      bookingTimeOffset: 120,
      slotInterval: 15,
      cancelPolicy: 'Multiple',
      deposit: { required: true, depositValue: 300 },
      consultURL: 'https://line.me/R/ti/p/@salon',
      websiteTitle: '新的標題',
    });
    const logged = async (query: string) =>
      auditPage.parse((await owner.get(`audit?operation=staffUpdateSettings${query}`)).body.data).entries;
    const [entry] = await logged(`&from=${TEST_NOW - 60}&to=${TEST_NOW + 60}`);
    expect(entry).toMatchObject({ before: { slotInterval: before.slotInterval }, after: { slotInterval: 15 } });
    expect(await logged(`&from=${TEST_NOW + 60}`)).toEqual([]);
    expect(await logged(`&to=${TEST_NOW - 60}`)).toEqual([]);
  });

  it('refuses bad settings field by field and changes nothing', async () => {
    const read = async () => (await owner.get('settings')).body.data;
    const was = await read();
    const bad = await owner.put('settings', {
      slotInterval: 3,
      consultURL: 'ftp://example.com',
      liffId: 'has spaces',
      depositRule: 'Sometimes',
      cancelCondition: [{ deadline: 'WEEKS_2', refundType: 'Percent' }],
      websiteTitle: 'ok',
    });
    expect(bad.code).toBe(400);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual([
      'cancelCondition.0.deadline',
      'consultURL',
      'depositRule',
      'liffId',
      'slotInterval',
    ]);
    // Rules that join two fields, against what the store has for the one not sent.
    const joint = await owner.put('settings', { consultURL: null, depositValue: 0, websiteTitle: 'x' });
    expect([joint.code, Object.keys(joint.body.data.fields).sort()]).toEqual([400, ['consultURL', 'depositValue']]);
    expect(await read()).toEqual(was);
    expect((await manager.put('settings', { websiteTitle: 'x' })).code).toBe(403);
  });

  it('lists the team in order with both weekly hours; opening hours change on the store page', async () => {
    const team = staffTeam.parse((await owner.get('designers')).body.data);
    expect(team.designers.map((d) => d.sort)).toEqual([...team.designers.map((d) => d.sort)].sort((a, b) => a - b));
    expect(team.designers.length).toBeGreaterThan(0);
    const openingHours = { ...team.openingHours, sunday: open('12:00', '17:00') };
    const res = await owner.put('hours', { workingHours: team.workingHours, openingHours });
    expect([res.code, res.body.data.openingHours.sunday]).toEqual([200, open('12:00', '17:00')]);
    expect((await storePage()).openingHours.sunday).toEqual(open('12:00', '17:00'));
    // Working hours alone leave the opening hours as they are.
    await owner.put('hours', { workingHours: { ...team.workingHours, sunday: closed } });
    expect((await storePage()).openingHours.sunday).toEqual(open('12:00', '17:00'));
    expect((await manager.get('designers')).code).toBe(403);
  });
});
