import { designerServices, type ServiceProduct } from '@salon/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '#api/db/schema/index';
import { call, type Json, THU, TUE } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';

const DESIGNERS = ['amber', 'kevin', 'mia', 'leo', 'yuna'];

describeEachDatabase('staff bookings: walk-ins at any minute, every service, refusals that say why', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
  });
  afterAll(() => t.close());

  const book = (events: Json[], start: number, customer: Json, extra: Json = {}) =>
    manager.post('bookings', { events, startTime: start, customerCount: 1, customer, ...extra });
  const customerCount = async () =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(customers))[0]?.n);

  it('books a walk-in at now + 2 minutes, off the 30-minute grid (the lead time is the customer’s)', async () => {
    // TEST_NOW is Tuesday 10:00 in Taipei; the store opens at 11:00. Later that day, at 12:07 + 2 min.
    t.clock.set(TUE(12, 7));
    const res = await book([{ productId: 'cut-wash', userId: 'mia' }], TUE(12, 9), { walkIn: true, name: '現在' });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const off = await book([{ productId: 'cut-kids', userId: 'leo' }], THU(16, 10), { walkIn: true, name: '整點外' });
    expect(off.code, JSON.stringify(off.body)).toBe(200);
    // The customer keeps the lead time and the grid.
    const online = await call(t.app, 'POST', '/api/bookings/duration?code=demo', {
      payload: {
        events: [{ productId: 'cut-kids', userId: 'leo' }],
        startTime: TUE(12),
        endTime: TUE(14),
        customerCount: 1,
        parallel: false,
      },
    });
    const slots = online.body.data.slots as number[];
    expect(slots.every((s) => s >= TUE(13, 7) && (s - TUE(11)) % 1800 === 0)).toBe(true);
    t.clock.set(TEST_NOW);
  });

  it('books a service with an option and a men-only service for a walk-in', async () => {
    const colour = await book(
      [{ productId: 'color-single', userId: 'amber', subItemId: await firstOption('color-single', 'amber') }],
      THU(11, 5),
      { walkIn: true, name: '染髮', gender: 'Female' },
    );
    expect(colour.code, JSON.stringify(colour.body)).toBe(200);
    const men = await book([{ productId: 'cut-men', userId: 'kevin' }], THU(11, 5), {
      walkIn: true,
      name: '男士',
      gender: 'Male',
    });
    expect(men.code, JSON.stringify(men.body)).toBe(200);
    const refused = await book([{ productId: 'cut-men', userId: 'kevin' }], THU(15, 5), { walkIn: true, name: '不符' });
    expect(refused.body.status).toBe('EVENTS_CHECK_FAILED');
  });

  it("lists each demo designer's services at the desk exactly as customers can book them online", async () => {
    const menu = (await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data
      .products as ServiceProduct[];
    for (const designer of DESIGNERS) {
      const desk = designerServices(menu, designer).map((s) => s.id);
      const online: string[] = [];
      for (const product of menu) {
        const res = await call(t.app, 'POST', '/api/bookings/duration?code=demo', {
          payload: {
            events: [{ productId: product.id, userId: designer, subItemId: product.subItems[0]?.id ?? null }],
            startTime: THU(0),
            endTime: THU(24),
            customerCount: 1,
            parallel: false,
          },
        });
        if (res.body.status === 'SUCCESS' && res.body.data.slots.length > 0) online.push(product.id);
      }
      expect(desk, designer).toEqual(online);
    }
    const mia = designerServices(menu, 'mia');
    expect(mia.length).toBe(7);
  });

  it('refuses a booking over another with 409 TIME_TAKEN naming it, and adds no customer', async () => {
    const first = await book([{ productId: 'cut-wash', userId: 'mia' }], THU(17), { walkIn: true, name: '先到' });
    expect(first.code).toBe(200);
    const before = await customerCount();
    const over = await book([{ productId: 'cut-wash', userId: 'mia' }], THU(17, 20), { walkIn: true, name: 'Overlap' });
    expect([over.code, over.body.status]).toEqual([409, 'TIME_TAKEN']);
    expect(over.body.data.conflicts).toEqual([
      { kind: 'booking', startTime: THU(17), endTime: expect.any(Number), userId: 'mia' },
    ]);
    const caller = await book([{ productId: 'cut-wash', userId: 'mia' }], THU(17, 20), {
      phone: '0912000111',
      name: '新來電',
    });
    expect(caller.body.status).toBe('TIME_TAKEN');
    expect(await customerCount()).toBe(before);
    const block = await manager.post('blocks', { userId: 'leo', startTime: THU(18), endTime: THU(19) });
    expect(block.code).toBe(200);
    const onBlock = await book([{ productId: 'cut-kids', userId: 'leo' }], THU(18, 15), { walkIn: true, name: '封' });
    expect(onBlock.body).toMatchObject({
      status: 'TIME_TAKEN',
      data: { conflicts: [{ kind: 'block', startTime: THU(18), endTime: THU(19), userId: 'leo' }] },
    });
    expect(await customerCount()).toBe(before);
  });

  it('refuses a start in the past with 422 START_IN_PAST, a service the designer does not give with NO_PROVIDERS', async () => {
    t.clock.set(TUE(15, 0));
    const before = await customerCount();
    const past = await book([{ productId: 'cut-wash', userId: 'mia' }], TUE(14, 50), {
      walkIn: true,
      name: '過去測試',
    });
    expect([past.code, past.body.status]).toEqual([422, 'START_IN_PAST']);
    const notHers = await book([{ productId: 'perm-digital', userId: 'mia' }], TUE(16), { walkIn: true, name: '燙' });
    expect(notHers.body.status).toBe('NO_PROVIDERS');
    const late = await book([{ productId: 'cut-wash', userId: 'mia' }], TUE(20, 40), { walkIn: true, name: '晚' });
    expect([late.code, late.body.status]).toEqual([422, 'OUTSIDE_HOURS']);
    expect(await customerCount()).toBe(before);
    t.clock.set(TEST_NOW);
  });

  it("books a closed booking's time again, and takes the first free designer now", async () => {
    const made = await book([{ productId: 'cut-wash', userId: 'amber' }], THU(15), { walkIn: true, name: '關' });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.bookingId as string;
    const closed = await manager.post('bookings/status', { bookingId: id, action: 'close', reason: '客人改時間' });
    expect(closed.body.data).toEqual({ id, status: 'Closed' });
    const again = await book([{ productId: 'cut-wash', userId: 'amber' }], THU(15), { walkIn: true, name: '補' });
    expect(again.code, JSON.stringify(again.body)).toBe(200);
    const anyone = await book([{ productId: 'cut-wash', userId: null }], THU(15), { walkIn: true, name: '誰都好' });
    expect(anyone.code, JSON.stringify(anyone.body)).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.lastName, '誰都好'));
    expect(row).toBeDefined();
  });

  it('12 walk-ins for one designer at one minute, at once: one booking, and no customer left by the 11 refused', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `同時${i}`);
    const answers = await Promise.all(
      names.map((name) => book([{ productId: 'cut-wash', userId: 'mia' }], THU(18, 40), { walkIn: true, name })),
    );
    expect(
      answers.filter((a) => a.code === 200),
      JSON.stringify(answers[0]!.body),
    ).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.body.status)).toEqual(Array(11).fill('TIME_TAKEN'));
    const left = await t.database.db
      .select({ name: customers.lastName })
      .from(customers)
      .where(sql`${customers.lastName} LIKE '同時%'`);
    expect(left).toHaveLength(1);
  });

  async function firstOption(productId: string, designer: string) {
    const menu = (await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data
      .products as ServiceProduct[];
    return designerServices(menu, designer).find((s) => s.id === productId)!.options[0]!.id;
  }
});
