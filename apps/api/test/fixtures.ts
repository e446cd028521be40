import { readFileSync } from 'node:fs';
import type { StoreImportInput } from '@salon/contract';
import type { Db } from '../src/db/client';
import { DEMO_STORE_FILE } from '../src/modules/store/demo';
import { importStore, validateStoreFile } from '../src/modules/store/import';

/** The demo store's file, as a starting point tests can change. */
export function demoStoreFile(): StoreImportInput {
  return JSON.parse(readFileSync(DEMO_STORE_FILE, 'utf8'));
}

/** Imports a store file through the real importer; throws with the field errors if it is invalid. */
export async function seedStore(db: Db, file: StoreImportInput = demoStoreFile()) {
  const result = validateStoreFile(file);
  if (!result.ok) throw new Error(`invalid fixture: ${JSON.stringify(result.errors)}`);
  return importStore(db, result.file);
}
