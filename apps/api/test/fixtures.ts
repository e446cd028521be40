import { readFileSync } from 'node:fs';
import type { StoreImportInput } from '@salon/contract';
import type { Db } from '../src/db/client';
import { type bookings, customers } from '../src/db/schema/index';
import { issueToken } from '../src/modules/auth/tokens';
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

/** A customer of a store with a valid sign-in token, as the auth flow would leave them. */
export async function signedInCustomer(
  db: Db,
  storeId: string,
  now: number,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const [customer] = await db
    .insert(customers)
    .values({
      storeId,
      phoneE164: `+8869${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      lastName: '王',
      gender: 'Female',
      ...overrides,
    })
    .returning();
  const { token } = await issueToken(db, customer!, now);
  return { customer: customer!, token, headers: { 'access-token': token } };
}

/** The demo store again under another code, optionally changed: a second store for cross-store tests. */
export function seedDemoCopy(db: Db, code: string, edit: (file: StoreImportInput) => void = () => {}) {
  const file = demoStoreFile();
  file.store.code = code;
  edit(file);
  return seedStore(db, file);
}

/**
 * A booking's row as tests and the bench write it straight to the table (no events, no history):
 * confirmed, cash, $800, the single cancel policy; `overrides` change any column.
 */
export function bookingRow(
  row: { id: string; storeId: string; customerId: string; start: number; end: number; now: number },
  overrides: Partial<typeof bookings.$inferInsert> = {},
): typeof bookings.$inferInsert {
  return {
    id: row.id,
    storeId: row.storeId,
    customerId: row.customerId,
    status: 'Confirmed',
    startTime: new Date(row.start * 1000),
    endTime: new Date(row.end * 1000),
    paymentMethod: 'Cash',
    total: 800,
    cancelPolicy: 'Single',
    depositRule: 'None',
    depositScope: 'All',
    cancelConditions: [],
    createdAt: new Date(row.now * 1000),
    updatedAt: new Date(row.now * 1000),
    ...overrides,
  };
}
