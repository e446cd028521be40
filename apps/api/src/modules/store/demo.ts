import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { stores } from '#api/db/schema/catalog';
import { useSandboxForDemo } from '#api/modules/invoices/service';
import { addDemoStaff } from '#api/modules/staff/accounts';
import { seedDemoWallet } from '#api/modules/wallet/demo';
import { API_ROOT } from '#api/paths';
import { importStore, validateStoreFile } from './import';

export const DEMO_STORE_FILE = join(API_ROOT, 'src/modules/store/demo-store.json');

/**
 * Loads the demo store (code `demo`) unless it is already there; with `staff`, also its staff
 * accounts with known passwords (never in production), added to a demo store loaded earlier too.
 */
export async function loadDemoStore(db: Db, { staff }: { staff: boolean }): Promise<void> {
  const json = JSON.parse(readFileSync(DEMO_STORE_FILE, 'utf8'));
  const result = validateStoreFile(json);
  if (!result.ok) throw new Error(`demo store file is invalid: ${JSON.stringify(result.errors)}`);
  const [existing] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, result.file.store.code));
  const storeId = existing?.id ?? (await importStore(db, result.file)).storeId;
  if (!existing) await db.transaction((tx) => seedDemoWallet(tx, storeId, Math.floor(Date.now() / 1000)));
  if (!staff) return;
  await addDemoStaff(db, storeId);
  await useSandboxForDemo(db, storeId, Math.floor(Date.now() / 1000));
}
