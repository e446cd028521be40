import { retailMenu, serviceMenu } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '#api/db/schema/index';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore } from '#test/fixtures';

describeEachDatabase('menus', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    await seedDemoCopy(t.database.db, 'by-designer', (file) => {
      file.store.bookingSettingType = 'User';
    });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { code: res.statusCode, body: res.json() };
  };

  it('lists services with the contract field names, categories and designers', async () => {
    const { code, body } = await get('/api/bookings/menu/service?code=demo');
    expect(code).toBe(200);
    const menu = serviceMenu.parse(body.data);
    expect(menu.users.map((u) => u.id)).toEqual(['amber', 'kevin', 'mia', 'leo', 'yuna']);
    expect(menu.categories.map((c) => c.name)).toEqual(['剪髮', '染髮', '燙髮', '護髮・頭皮']);
    const color = menu.products.find((p) => p.id === 'color-single')!;
    expect(color.subItems.map((s) => s.name)).toEqual(['短髮', '中長髮', '長髮']);
    expect(color.subItemProviders).toContainEqual({ userId: 'amber', subItemId: 'long', price: 3800, duration: 180 });
  });

  it('fills provider values from the product when useDefault', async () => {
    const { body } = await get('/api/bookings/menu/service?code=demo');
    const perm = body.data.products.find((p: { id: string }) => p.id === 'perm-digital');
    expect(perm.providers).toContainEqual({
      userId: 'kevin',
      useDefault: true,
      price: 3600,
      duration: 180,
      isProvided: true,
    });
    expect(perm.providers).toContainEqual({
      userId: 'leo',
      useDefault: false,
      price: 3800,
      duration: 150,
      isProvided: true,
    });
  });

  it('limits a designer page to the services that designer offers', async () => {
    const { body } = await get('/api/bookings/menu/service?code=by-designer&userId=yuna');
    const ids = body.data.products.map((p: { id: string }) => p.id);
    expect(ids).not.toContain('cut-wash'); // yuna is marked isProvided false
    expect(ids).not.toContain('perm-digital'); // isAssigned, yuna not listed
    expect(ids).toContain('care-scalp');
    expect(body.data.users.map((u: { id: string }) => u.id)).toEqual(['yuna']);
  });

  it('hides gender-limited services from a customer of another gender', async () => {
    const [woman] = await t.database.db
      .insert(customers)
      .values({ storeId, phoneE164: '+886912345678', lastName: '林', gender: 'Female' })
      .returning();
    const { body } = await get(`/api/bookings/menu/service?code=demo&customerId=${woman!.id}`);
    expect(body.data.products.map((p: { id: string }) => p.id)).not.toContain('cut-men');
    const anonymous = await get('/api/bookings/menu/service?code=demo');
    expect(anonymous.body.data.products.map((p: { id: string }) => p.id)).toContain('cut-men');
  });

  it('lists retail items with stock, including sold-out ones', async () => {
    const { code, body } = await get('/api/bookings/menu/retail?code=demo');
    expect(code).toBe(200);
    const menu = retailMenu.parse(body.data);
    expect(menu.products.find((p) => p.id === 'wax')).toMatchObject({ price: 550, stock: 0 });
    expect(menu.categories.map((c) => c.id)).toEqual(['r-wash', 'r-style', 'r-tools']);
  });

  it('answers 400 naming customerId when it is not a customer id, never 500', async () => {
    for (const junk of ['-'.repeat(36), 'a'.repeat(36), 'not-a-uuid']) {
      const res = await get(`/api/bookings/menu/service?code=demo&customerId=${junk}`);
      expect(res.code).toBe(400);
      expect(res.body.data.fields.customerId).toBeDefined();
    }
  });

  it('answers 400 without code and 404 for an unknown store on both menus', async () => {
    for (const path of ['service', 'retail']) {
      expect((await get(`/api/bookings/menu/${path}`)).code).toBe(400);
      const unknown = await get(`/api/bookings/menu/${path}?code=unknown`);
      expect(unknown.code).toBe(404);
      expect(unknown.body.status).toBe('STORE_NOT_FOUND');
    }
  });
});
