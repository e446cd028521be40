import { retailMenu, type ServiceBody, serviceMenu, staffMenu } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { call, type Json } from '../bookings/test-support';

/**
 * Issue 28.2: the store file carries English names and descriptions of services, options,
 * categories and retail items (the demo store has them); the menus answer them beside the store's
 * own, and the staff's editors, which do not send them, leave them as they were.
 */
describeEachDatabase("a store's English names", (kind) => {
  let t: TestApp;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { storeId } = await seedStore(t.database.db);
    owner = (await signedInStaff(t, storeId, 'owner', { name: '店主' })).client;
  });
  afterAll(() => t.close());

  const services = async () =>
    serviceMenu.parse((await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data);

  it("the demo store's menus name services, options, categories and retail items in English too", async () => {
    const menu = await services();
    const color = menu.products.find((p) => p.id === 'color-single')!;
    expect(color).toMatchObject({
      name: '單色染髮',
      en: {
        name: 'Single-colour dye',
        description: 'Priced by hair length; includes a basic colour-protect treatment.',
      },
    });
    expect(color.subItems.map((s) => [s.name, s.en?.name])).toEqual([
      ['短髮', 'Short hair'],
      ['中長髮', 'Medium hair'],
      ['長髮', 'Long hair'],
    ]);
    expect(menu.categories.find((c) => c.id === 'care')).toMatchObject({
      name: '護髮・頭皮',
      en: { name: 'Hair and scalp care' },
    });
    for (const p of menu.products) expect(p.en?.name, p.id).toMatch(/^[\x20-\x7e]+$/);

    const retail = retailMenu.parse((await call(t.app, 'GET', '/api/bookings/menu/retail?code=demo')).body.data);
    expect(retail.products.find((p) => p.id === 'wide-comb')).toMatchObject({
      name: '木質寬齒梳',
      en: { name: 'Wooden wide-tooth comb' },
    });
    expect(retail.categories.every((c) => !!c.en?.name)).toBe(true);
  });

  it("a service saved by the staff's editor (which sends no English) keeps its English and its options'", async () => {
    const editor = staffMenu.parse((await owner.get('menu')).body.data);
    const { id: _id, ...form } = editor.services.find((s) => s.id === 'color-single')! as ServiceBody & { id: string };
    const saved = await owner.put('services/color-single', { ...form, price: 2300 } as Json);
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    const color = (await services()).products.find((p) => p.id === 'color-single')!;
    expect(color.price).toBe(2300);
    expect(color.en?.name).toBe('Single-colour dye');
    expect(color.subItems.map((s) => s.en?.name)).toEqual(['Short hair', 'Medium hair', 'Long hair']);
  });

  it("the staff's editor lists each category's English, so its rename form keeps it", async () => {
    const editor = staffMenu.parse((await owner.get('menu')).body.data);
    const care = editor.categories.find((c) => c.id === 'care')!;
    expect(care.en).toEqual({ name: 'Hair and scalp care' });
    // The screen's rename sends the name and the English its form was filled with.
    const renamed = await owner.patch('categories/care', {
      name: '護髮與頭皮',
      productIds: care.productIds,
      en: care.en,
    });
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    expect((await services()).categories.find((c) => c.id === 'care')).toMatchObject({
      name: '護髮與頭皮',
      en: { name: 'Hair and scalp care' },
    });
  });

  it("the staff's editors change the English of a service, an option, a category and a retail item; customers read it", async () => {
    const editor = staffMenu.parse((await owner.get('menu')).body.data);
    const { id: _id, ...form } = editor.services.find((s) => s.id === 'color-single')! as ServiceBody & { id: string };
    const renamed = await owner.put('services/color-single', {
      ...form,
      en: { name: 'One-colour dye', description: 'One colour, root to tip.' },
      subItems: form.subItems!.map((s, i) => (i === 0 ? { ...s, en: { name: 'Short' } } : s)),
    } as Json);
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    const color = (await services()).products.find((p) => p.id === 'color-single')!;
    expect(color.en).toEqual({ name: 'One-colour dye', description: 'One colour, root to tip.' });
    expect(color.subItems.map((s) => s.en?.name)).toEqual(['Short', 'Medium hair', 'Long hair']);

    const category = editor.categories.find((c) => c.productIds.includes('color-single'))!;
    expect((await owner.patch(`categories/${category.id}`, { en: { name: 'Colour work' } })).code).toBe(200);
    expect((await services()).categories.find((c) => c.id === category.id)?.en?.name).toBe('Colour work');

    const shelf = (await owner.get('retail')).body.data as { items: { id: string; en?: { name: string } | null }[] };
    expect(shelf.items.find((i) => i.id === 'shampoo')?.en?.name).toBe('Amino acid repair shampoo 500ml');
    const item = (await owner.get('retail')).body.data.items.find((i: Json) => i.id === 'shampoo');
    const { id: _item, stock: _stock, ...itemForm } = item;
    const saved = await owner.put('retail-items/shampoo', {
      ...itemForm,
      en: { name: 'Repair shampoo', description: null },
    });
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    const retail = (await call(t.app, 'GET', '/api/bookings/menu/retail?code=demo')).body.data;
    expect(retail.products.find((p: Json) => p.id === 'shampoo').en.name).toBe('Repair shampoo');
    // Removing the English (null) leaves the Chinese for everyone.
    expect((await owner.put('retail-items/shampoo', { ...itemForm, en: null })).code).toBe(200);
    const after = (await call(t.app, 'GET', '/api/bookings/menu/retail?code=demo')).body.data;
    expect(after.products.find((p: Json) => p.id === 'shampoo').en ?? null).toBeNull();
  });
});
