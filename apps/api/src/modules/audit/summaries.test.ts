import { auditPage, staffMenu } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, stores } from '#api/db/schema/index';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { THU } from '../bookings/test-support';

/**
 * The audit log in sentences: each entry of GET /staff/audit carries `summary`, the change in the
 * reader's language (`lang`, else Accept-Language, else zh-TW) with names instead of ids, money in
 * dollars and times in the store's zone; reads and quotes write nothing; `category=price` finds a
 * price change (and not an edit that kept the price).
 */
describeEachDatabase('the audit log in sentences', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let keys = 0;
  const key = () => ({ idempotencyKey: `summary-${kind}-${++keys}` });
  const ok = async (call: ReturnType<StaffClient['get']>) => {
    const done = await call;
    expect(done.code, JSON.stringify(done.body)).toBe(200);
    return (done.body as { data: Record<string, unknown> }).data;
  };
  const audit = async (query: Record<string, string> = {}) =>
    auditPage.parse(await ok(owner.get('audit', { limit: '200', ...query }))).entries;
  const sentences = async (query: Record<string, string> = {}) => (await audit(query)).map((e) => e.summary);

  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { name: '店主' })).client;
  });
  afterAll(() => t.close());

  it('says ten kinds of change in zh-TW and in English, with names, dollars and the store’s times', async () => {
    const service = staffMenu.parse(await ok(owner.get('menu'))).services.find((s) => s.id === 'cut-wash')!;
    const { id: _id, ...form } = service;
    await ok(owner.put('services/cut-wash', { ...form, price: 910 }));
    await ok(owner.put('services/cut-wash', { ...form, price: 910, duration: service.duration + 15 }));
    await ok(owner.put('settings', { notes: '新的店家說明', confirmEachBooking: true }));
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    const hours = { workingHours: store!.workingHours, openingHours: store!.openingHours };
    await ok(owner.put('hours', { ...hours, holidays: ['2026-12-25'], confirm: true }));
    await ok(owner.post('members', { email: 'manager@summary.tw', name: '王店長', role: 'manager' }));
    const lin = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: '林小姐' });
    const cards = `customers/${lin.customer.id}/value-cards`;
    await ok(owner.post(cards, { name: '儲值卡', amount: 3000, method: 'Cash' }, key()));
    await ok(owner.put(`customers/${lin.customer.id}/notes`, { staffNotes: '喜歡安靜' }));
    const booking = { events: [{ productId: 'cut-wash', userId: 'mia' }], startTime: THU(11), customerCount: 1 };
    const made = await ok(owner.post('bookings', { ...booking, customer: { customerId: lin.customer.id } }, key()));
    const bookingId = made.bookingId as string;
    await ok(owner.post('bookings/status', { bookingId, action: 'arrive' }));
    await ok(owner.post('bookings/checkout', { bookingId, retail: [], method: 'Cash' }, key()));
    await ok(owner.post('blocks', { userId: 'mia', startTime: THU(15), endTime: THU(16), reason: '開會' }));

    expect(await sentences()).toEqual([
      '店主 封鎖了 Mia 11/26 15:00–16:00 的時間（開會）',
      '店主 為 林小姐 的預約結帳：$910（現金）',
      '店主 將 林小姐 11/26 11:00 的預約改為「已報到」',
      '店主 為 林小姐 建立了 11/26 11:00 的預約',
      '店主 將 林小姐 的備註改為「喜歡安靜」',
      '店主 售出 $3,000 儲值卡給 林小姐',
      '店主 邀請 王店長 擔任店長',
      '店主 修改了營業時間：新增公休日 2026/12/25',
      '店主 修改了店家設定：店家說明、逐筆確認預約',
      '店主 修改了服務「洗剪吹」：時長',
      `店主 將「洗剪吹」價格由 $${service.price} 改為 $910`,
    ]);
    expect(await sentences({ lang: 'en' })).toEqual([
      "店主 blocked Mia's time on 11/26 15:00–16:00 (開會)",
      "店主 checked out 林小姐's booking: $910 (cash)",
      "店主 marked 林小姐's booking on 11/26 11:00 as arrived",
      '店主 booked 林小姐 for 11/26 11:00',
      '店主 changed the notes on 林小姐 to "喜歡安靜"',
      '店主 sold a $3,000 value card to 林小姐',
      '店主 invited 王店長 as manager',
      '店主 changed the store hours: added the holidays 2026/12/25',
      '店主 changed the store settings: store notes, confirm each booking',
      '店主 edited the service "Wash, cut and blow-dry": duration',
      `店主 changed the price of "Wash, cut and blow-dry" from $${service.price} to $910`,
    ]);
  });

  it('English by Accept-Language when no lang is asked for; zh-TW otherwise', async () => {
    const english = await owner.send('GET', 'audit', { query: { limit: '1' } });
    expect(english.body.data.entries[0].summary).toMatch(/[\u4e00-\u9fff]/);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?code=demo&limit=1',
      headers: { ...owner.headers, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.json().data.entries[0].summary).toMatch(/^店主 blocked/);
  });

  it('never shows ids or raw data in a sentence', async () => {
    for (const e of await audit({ lang: 'en' })) {
      expect(e.summary).not.toContain(e.entityId);
      expect(e.summary).not.toMatch(/[{}[\]]|undefined|null|NaN/);
    }
  });

  it('the price filter finds the price change and not the edit that kept the price; menu finds both', async () => {
    const priced = await audit({ category: 'price' });
    expect(priced.map((e) => e.summary)).toEqual([expect.stringMatching(/^店主 將「洗剪吹」價格由 \$\d+ 改為 \$910$/)]);
    expect(priced[0]).toMatchObject({ operation: 'staffUpdateService', before: { price: expect.any(Number) } });
    expect((await audit({ category: 'menu' })).map((e) => e.operation)).toEqual([
      'staffUpdateService',
      'staffUpdateService',
    ]);
    expect((await audit({ category: 'money' })).map((e) => e.operation)).toEqual([
      'staffCheckout',
      'staffSellValueCard',
    ]);
    expect((await audit({ category: 'team' })).map((e) => e.operation)).toEqual(['staffInvite']);
    expect((await audit({ operation: 'staffInvite' })).map((e) => e.operation)).toEqual(['staffInvite']);
    expect((await owner.get('audit', { category: 'prices' })).code).toBe(400);
  });

  it("a time past 2100 in the log's filters is a 400 naming it, not a 500", async () => {
    for (const query of [{ from: '99999999999999' }, { to: '99999999999999' }]) {
      const res = await owner.get('audit', query);
      expect(res.code).toBe(400);
      expect(JSON.stringify(res.body)).toContain('2100');
    }
  });

  it('a quote at the counter and a look at the inbox write no entry', async () => {
    const count = () => t.database.db.$count(auditLog);
    const lin = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: '陳先生' });
    const booking = { events: [{ productId: 'cut-wash', userId: 'kevin' }], startTime: THU(13), customerCount: 1 };
    const made = await ok(owner.post('bookings', { ...booking, customer: { customerId: lin.customer.id } }, key()));
    await ok(owner.post('bookings/status', { bookingId: made.bookingId, action: 'arrive' }));
    const was = await count();
    await ok(owner.post('bookings/checkout/quote', { bookingId: made.bookingId, retail: [], method: 'Cash' }));
    await ok(owner.post('bookings/checkout/quote', { bookingId: made.bookingId, retail: [], method: 'Cash' }));
    await ok(owner.post('inbox/seen'));
    expect(await count()).toBe(was);
  });
});
