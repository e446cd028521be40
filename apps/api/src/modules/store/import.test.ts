import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products, stores } from '#api/db/schema/index';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore } from '#test/fixtures';
import { validateStoreFile } from './import';

describeEachDatabase('store import', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports every problem of an invalid file with its JSON path', () => {
    const file = demoStoreFile();
    const [firstProduct, secondProduct] = file.products!;
    file.store.code = 'API';
    firstProduct!.price = -5;
    secondProduct!.providers![0]!.userId = 'ghost';
    file.categories![0]!.productIds!.push('no-such-product');
    file.retailItems![0]!.stock = -1;
    file.store.workingHours.tuesday!.open![0]!.start = '25:00';
    const result = validateStoreFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining([
        'store.code',
        'products.0.price',
        'products.1.providers.0.userId',
        'categories.0.productIds.3',
        'retailItems.0.stock',
        'store.workingHours.tuesday.open.0.start',
      ]),
    );
    expect(result.errors['products.1.providers.0.userId']).toContain('ghost');
  });

  it('refuses what the database would reject later: duplicate keys, impossible dates, unknown time zones', () => {
    const file = demoStoreFile();
    const color = file.products!.find((p) => p.id === 'color-single')!;
    color.subItems!.push({ id: 'short', name: '短髮（重複）', price: 100, duration: 30 });
    color.providers!.push({ userId: 'amber', useDefault: true });
    file.providers![0]!.daysOff = ['2026-12-01', '2026-12-01', '2026-02-30'];
    file.store.timeZone = 'Mars/Base';
    const result = validateStoreFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining([
        'products.3.subItems.3.id',
        'products.3.providers.2.userId',
        'providers.0.daysOff.1',
        'providers.0.daysOff.2',
        'store.timeZone',
      ]),
    );
  });

  it('updates the same store in place on a second import, archiving what the file dropped', async () => {
    const first = await seedStore(t.database.db);
    const file = demoStoreFile();
    file.store.name = '青禾髮藝 新名字';
    file.products = file.products!.filter((p) => p.id !== 'cut-kids');
    file.categories![0]!.productIds = ['cut-wash', 'cut-men'];
    const second = await seedStore(t.database.db, file);
    expect(second).toEqual({ storeId: first.storeId, created: false });

    const rows = await t.database.db.select().from(stores).where(eq(stores.code, 'demo'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('青禾髮藝 新名字');
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/menu/service?code=demo' });
    expect(res.json().data.products.map((p: { id: string }) => p.id)).not.toContain('cut-kids');
    const archived = await t.database.db.select().from(products).where(eq(products.id, 'cut-kids'));
    expect(archived[0]!.archivedAt).not.toBeNull();
  });
});
