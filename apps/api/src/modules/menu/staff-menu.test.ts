import { auditPage, type ServiceBody, serviceMenu, staffMenu } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stores } from '#api/db/schema/index';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, THU } from '../bookings/test-support';

describeEachDatabase("the staff's menu editor: categories and services", (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { name: '店主' })).client;
  });
  afterAll(() => t.close());

  const menu = async () => staffMenu.parse((await owner.get('menu')).body.data);
  const customerMenu = async () =>
    serviceMenu.parse((await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data);
  const version = async () =>
    (await t.database.db.select({ v: stores.catalogVersion }).from(stores).where(eq(stores.id, storeId)))[0]!.v;
  const asForm = (id: string, s: Awaited<ReturnType<typeof menu>>['services'][number]): ServiceBody => {
    const { id: _id, ...rest } = s;
    expect(_id).toBe(id);
    return rest;
  };

  it('creates a category and a service with sub-items and a designer price; the customer menu shows it at once', async () => {
    const cat = await owner.post('categories', { name: '頭皮 SPA', kind: 'service' });
    expect(cat.code, JSON.stringify(cat.body)).toBe(200);
    const categoryId = cat.body.data.id as string;
    const made = await owner.post('services', {
      id: 'spa-deep',
      categoryId,
      name: '深層頭皮 SPA',
      price: 1800,
      duration: 75,
      subItemType: 'Single',
      isShowSubItem: true,
      subItems: [
        { id: 'basic', name: '基本', price: 0, duration: 0 },
        { id: 'plus', name: '加強', price: 500, duration: 15 },
      ],
      providers: [
        { userId: 'mia', useDefault: false, price: 2000, duration: 80 },
        { userId: 'leo', useDefault: true, isProvided: false },
      ],
      subItemProviders: [{ userId: 'mia', subItemId: 'plus', price: 600, duration: 20 }],
      customerLimited: 'Female',
    });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ id: 'spa-deep', hidden: false, archived: false, customerLimited: 'Female' });
    const shown = (await customerMenu()).products.find((p) => p.id === 'spa-deep')!;
    expect(shown.providers).toEqual([
      { userId: 'mia', useDefault: false, price: 2000, duration: 80, isProvided: true },
      { userId: 'leo', useDefault: true, price: 1800, duration: 75, isProvided: false },
    ]);
    expect(shown.subItems.map((s) => s.id)).toEqual(['basic', 'plus']);
    expect((await customerMenu()).categories.find((c) => c.id === categoryId)!.productIds).toEqual(['spa-deep']);

    const renamed = await owner.patch(`categories/${categoryId}`, { name: '頭皮護理 SPA' });
    expect(renamed.body.data).toMatchObject({ id: categoryId, name: '頭皮護理 SPA', productIds: ['spa-deep'] });
    const ids = (await menu()).categories.filter((c) => c.kind === 'service').map((c) => c.id);
    const reordered = [categoryId, ...ids.filter((i) => i !== categoryId)];
    const order = await owner.put('categories/order', { kind: 'service', ids: reordered });
    expect(order.code, JSON.stringify(order.body)).toBe(200);
    expect((await customerMenu()).categories.map((c) => c.id)).toEqual(reordered);
    const partial = await owner.put('categories/order', { kind: 'service', ids: reordered.slice(1) });
    expect(partial.body).toMatchObject({ status: 'VALIDATION_FAILED', data: { fields: { ids: expect.any(String) } } });
  });

  it('refuses bad input field by field with the import rules, and writes nothing', async () => {
    const before = await menu();
    const was = await version();
    const bad = await owner.post('services', {
      id: 'bad id!',
      name: '',
      price: -1,
      duration: 0,
      customerLimited: 'Robots',
      subItemType: 'Many',
      providers: [{ userId: 'amber', useDefault: false }],
      subItems: [{ id: 's1', name: '一', price: 1.5, duration: 10 }],
    });
    expect(bad.code).toBe(400);
    const fields = bad.body.data.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(
      ['customerLimited', 'duration', 'id', 'name', 'price', 'subItemType', 'subItems.0.price'].sort(),
    );
    expect(fields.name).toBe('請輸入名稱');
    expect(fields.price).toBe('金額不得為負數');
    expect(fields.duration).toBe('服務時長須大於 0');

    // The rules between fields (the same function the import runs) name their field too.
    const crossed = await owner.post('services', {
      id: 'crossed',
      name: '交叉檢查',
      price: 100,
      duration: 30,
      providers: [
        { userId: 'nobody', useDefault: true },
        { userId: 'amber', useDefault: false, price: 100 },
      ],
      subItems: [{ id: 'a', name: 'A', price: 0, duration: 0 }],
      subItemProviders: [{ userId: 'amber', subItemId: 'zzz', price: 1, duration: 1 }],
    });
    expect(crossed.body.data.fields).toEqual({
      'providers.0.userId': '找不到設計師：nobody',
      'providers.1': 'useDefault 為 false 時須提供 price 與 duration',
      'subItemProviders.0.subItemId': '找不到子項目：zzz',
    });
    // An edit that fails on its last rule leaves the service as it was, sub-items and designers too.
    const cut = before.services.find((s) => s.id === 'color-single')!;
    const broken = await owner.put('services/color-single', {
      ...asForm('color-single', cut),
      price: 9999,
      subItems: [],
      subItemProviders: [{ userId: 'amber', subItemId: 'short', price: 1, duration: 1 }],
    });
    expect(broken.body.data.fields).toEqual({ 'subItemProviders.0.subItemId': '找不到子項目：short' });
    const unknownCategory = await owner.post('services', {
      id: 'lost',
      name: '迷路',
      price: 1,
      duration: 5,
      categoryId: 'nope',
    });
    expect(unknownCategory.body.status).toBe('MENU_ITEM_NOT_FOUND');
    expect(await menu()).toEqual(before);
    expect(await version()).toBe(was);
    const taken = await owner.post('services', { id: 'cut-wash', name: '重複', price: 1, duration: 5 });
    expect(taken.body.status).toBe('MENU_ID_EXISTS');
    const badRename = await owner.patch('categories/cut', { productIds: ['cut-wash', 'shampoo', 'cut-wash'] });
    expect(badRename.body.data.fields).toEqual({
      'productIds.1': '找不到商品或服務：shampoo',
      'productIds.2': '重複的項目：cut-wash',
    });
    // A price or duration beyond any salon's (it once reached the database: numeric out of range, 500).
    const huge = await owner.put('services/color-single', {
      ...asForm('color-single', cut),
      price: 9_999_999_999,
      duration: 100_000,
    });
    expect([huge.code, huge.body.data.fields]).toEqual([
      400,
      { price: '金額最多 $1,000,000', duration: '時長最多 1,440 分鐘（24 小時）' },
    ]);
    expect(huge.body.message).toBe('輸入資料有誤：金額最多 $1,000,000；時長最多 1,440 分鐘（24 小時）');
    const most = await owner.put('services/color-single', { ...asForm('color-single', cut), price: 1_000_000 });
    expect(most.code, JSON.stringify(most.body)).toBe(200);
    expect((await owner.put('services/color-single', asForm('color-single', cut))).code).toBe(200);
  });

  it('hidden and archived services leave the customer menu and cannot be booked; brought back, they return', async () => {
    const form = asForm('cut-kids', (await menu()).services.find((s) => s.id === 'cut-kids')!);
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const book = () =>
      call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-kids', userId: 'amber' }], THU(16)),
        headers: customer.headers,
      });
    for (const mark of [{ hidden: true }, { archived: true }]) {
      expect((await owner.put('services/cut-kids', { ...form, ...mark })).body.data).toMatchObject(mark);
      expect((await customerMenu()).products.map((p) => p.id)).not.toContain('cut-kids');
      expect((await book()).body.status).toBe('PRODUCT_NOT_EXISTS');
      expect((await menu()).services.find((s) => s.id === 'cut-kids')).toMatchObject(mark);
    }
    await owner.put('services/cut-kids', { ...form, hidden: false, archived: false });
    expect((await customerMenu()).products.map((p) => p.id)).toContain('cut-kids');
    expect((await book()).code).toBe(200);
    const [entry] = auditPage
      .parse((await owner.get('audit')).body.data)
      .entries.filter((e) => e.operation === 'staffUpdateService');
    expect(entry).toMatchObject({ entity: 'product', entityId: 'cut-kids', before: { archived: true } });
  });

  it("a designer's own price changing while customers book with them: each booking carries one price throughout", async () => {
    const starts = [11, 12, 13, 15, 16, 17].map((h) => FRI(h));
    const customers = await Promise.all(starts.map(() => signedInCustomer(t.database.db, storeId, TEST_NOW)));
    const care = (await menu()).services.find((s) => s.id === 'care-scalp')!;
    const was = care.providers.find((p) => p.userId === 'yuna')!.price;
    const [change, ...made] = await Promise.all([
      owner.put('services/care-scalp', {
        ...asForm('care-scalp', care),
        providers: [{ userId: 'yuna', useDefault: false, price: was + 300, duration: 50 }],
      }),
      ...starts.map((start, i) =>
        call(t.app, 'POST', '/api/bookings?code=demo', {
          payload: bookingBody([{ productId: 'care-scalp', userId: 'yuna' }], start),
          headers: customers[i]!.headers,
        }),
      ),
    ]);
    expect(change!.code, JSON.stringify(change!.body)).toBe(200);
    for (const [i, res] of made.entries()) {
      expect(res.code, JSON.stringify(res.body)).toBe(200);
      const page = await call(t.app, 'GET', `/api/bookings/${res.body.data.bookingId}?code=demo`, {
        headers: customers[i]!.headers,
      });
      const { total, events } = page.body.data as { total: number; events: { price: number }[] };
      expect([was, was + 300]).toContain(total);
      expect(events.map((e) => e.price)).toEqual([total]);
    }
    expect((await customerMenu()).products.find((p) => p.id === 'care-scalp')!.providers[0]!.price).toBe(was + 300);
  });
});
