import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { stores } from '#api/db/schema/index';
import { seedDemoWallet } from '#api/modules/wallet/demo';
import { API_ROOT } from '#api/paths';
import { importStore, validateStoreFile } from './import';

export const DEMO_STORE_FILE = join(API_ROOT, 'src/modules/store/demo-store.json');

/** Loads the demo store (code `demo`) unless it is already there. */
export async function loadDemoStore(db: Db): Promise<void> {
  const json = JSON.parse(readFileSync(DEMO_STORE_FILE, 'utf8'));
  const result = validateStoreFile(json);
  if (!result.ok) throw new Error(`demo store file is invalid: ${JSON.stringify(result.errors)}`);
  const [existing] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, result.file.store.code));
  if (existing) return;
  const { storeId } = await importStore(db, result.file);
  await db.transaction((tx) => seedDemoWallet(tx, storeId, Math.floor(Date.now() / 1000)));
}
