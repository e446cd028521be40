import { issuesToFieldErrors, type StoreImportFile, storeImportFile } from '@salon/contract';
import { and, eq, getTableColumns, inArray, not, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client';
import {
  categories,
  productProviders,
  products,
  providerDaysOff,
  providers,
  retailItems,
  stores,
  subItemProviders,
  subItems,
} from '#api/db/schema/catalog';
import { formTemplates, storeAnnouncements } from '#api/db/schema/forms';
import { voucherTemplates } from '#api/db/schema/wallet';

export type ValidationResult = { ok: true; file: StoreImportFile } | { ok: false; errors: Record<string, string> };

/** Checks a store file against the schema and its cross-references; every problem named by JSON path. */
export function validateStoreFile(json: unknown): ValidationResult {
  const parsed = storeImportFile.safeParse(json);
  return parsed.success
    ? { ok: true, file: parsed.data }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** `SET col = excluded.col` for every column but the keys, so an upsert replaces the row in place. */
function excludedSet(table: PgTable, keys: string[]) {
  const set: Record<string, ReturnType<typeof sql.raw>> = {};
  for (const [prop, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(prop)) set[prop] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Writes a validated store file in one transaction. A second import of the same code updates the
 * store in place; designers, products, retail items, form templates and announcements missing from
 * the file are archived, not deleted, so past bookings, orders and forms keep their references.
 */
export async function importStore(db: Db, file: StoreImportFile): Promise<{ storeId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const { deposit, consultURL, ...store } = file.store;
    const values = {
      ...store,
      consultUrl: consultURL,
      depositRequired: deposit.required,
      depositValue: deposit.depositValue,
    };
    const [existing] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.code, store.code));
    const [row] = existing
      ? await tx
          .update(stores)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(stores.id, existing.id))
          .returning({ id: stores.id })
      : await tx.insert(stores).values(values).returning({ id: stores.id });
    const storeId = row!.id;

    await upsertArchiving(
      tx,
      providers,
      storeId,
      file.providers.map((p, sort) => ({
        storeId,
        id: p.id,
        name: p.name,
        avatar: p.avatar,
        title: p.title,
        description: p.description,
        schedule: p.schedule,
        sort,
        archivedAt: null,
      })),
    );
    await tx.delete(providerDaysOff).where(eq(providerDaysOff.storeId, storeId));
    const daysOff = file.providers.flatMap((p) => p.daysOff.map((day) => ({ storeId, providerId: p.id, day })));
    if (daysOff.length) await tx.insert(providerDaysOff).values(daysOff);

    await upsertArchiving(
      tx,
      products,
      storeId,
      file.products.map((p, sort) => ({
        storeId,
        id: p.id,
        name: p.name,
        description: p.description,
        image: p.image,
        price: p.price,
        duration: p.duration,
        isAssigned: p.isAssigned,
        subItemType: p.subItemType,
        isShowSubItem: p.isShowSubItem,
        customerLimited: p.customerLimited,
        en: p.en ?? null,
        sort,
        archivedAt: null,
      })),
    );
    await replaceProductDetails(tx, storeId, file);

    await upsertArchiving(
      tx,
      retailItems,
      storeId,
      file.retailItems.map((r, sort) => ({
        storeId,
        id: r.id,
        name: r.name,
        description: r.description,
        image: r.image,
        price: r.price,
        stock: r.stock,
        en: r.en ?? null,
        sort,
        archivedAt: null,
      })),
    );

    await tx.delete(categories).where(eq(categories.storeId, storeId));
    if (file.categories.length)
      await tx.insert(categories).values(
        file.categories.map((c, sort) => ({
          storeId,
          id: c.id,
          kind: c.kind,
          name: c.name,
          productIds: c.productIds,
          en: c.en ?? null,
          sort,
        })),
      );
    await upsertArchiving(
      tx,
      formTemplates,
      storeId,
      file.formTemplates.map((t, sort) => ({ storeId, ...t, sort, archivedAt: null })),
    );
    await upsertArchiving(
      tx,
      storeAnnouncements,
      storeId,
      file.announcements.map((a) => ({
        storeId,
        id: a.id,
        title: a.title,
        body: a.body,
        publishedAt: new Date(a.publishedAt * 1000),
        archivedAt: null,
      })),
    );
    await upsertArchiving(
      tx,
      voucherTemplates,
      storeId,
      file.vouchers.map((v) => ({
        storeId,
        ...v,
        startTime: v.startTime === null ? null : new Date(v.startTime * 1000),
        endTime: v.endTime === null ? null : new Date(v.endTime * 1000),
        archivedAt: null,
      })),
      ['issued'],
    );
    return { storeId, created: !existing };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Archivable =
  | typeof providers
  | typeof products
  | typeof retailItems
  | typeof formTemplates
  | typeof storeAnnouncements
  | typeof voucherTemplates;

/** `keep`: columns a re-import leaves as they are (counters the API keeps, such as `issued`). */
async function upsertArchiving<T extends Archivable>(
  tx: Tx,
  table: T,
  storeId: string,
  rows: T['$inferInsert'][],
  keep: string[] = [],
) {
  const ids = rows.map((r) => r.id);
  await tx
    .update(table)
    .set({ archivedAt: new Date() } as never)
    .where(and(eq(table.storeId, storeId), ids.length ? not(inArray(table.id, ids)) : undefined));
  if (!rows.length) return;
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: [table.storeId, table.id], set: excludedSet(table, ['storeId', 'id', ...keep]) });
}

async function replaceProductDetails(tx: Tx, storeId: string, file: StoreImportFile) {
  await tx.delete(productProviders).where(eq(productProviders.storeId, storeId));
  await tx.delete(subItems).where(eq(subItems.storeId, storeId)); // cascades to sub_item_providers
  const overrides = file.products.flatMap((p) =>
    p.providers.map((o) => ({
      storeId,
      productId: p.id,
      userId: o.userId,
      useDefault: o.useDefault,
      price: o.price ?? null,
      duration: o.duration ?? null,
      isProvided: o.isProvided,
    })),
  );
  const subs = file.products.flatMap((p) =>
    p.subItems.map((s, sort) => ({ storeId, productId: p.id, ...s, en: s.en ?? null, sort })),
  );
  const subOverrides = file.products.flatMap((p) =>
    p.subItemProviders.map((s) => ({ storeId, productId: p.id, ...s })),
  );
  if (overrides.length) await tx.insert(productProviders).values(overrides);
  if (subs.length) await tx.insert(subItems).values(subs);
  if (subOverrides.length) await tx.insert(subItemProviders).values(subOverrides);
}
