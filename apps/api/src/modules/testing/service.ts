import { readFileSync } from 'node:fs';
import type { Db } from '#api/db/client';
import { fieldError } from '#api/http/errors';
import type { Clock, OffsetClock } from '#api/platform/clock';
import { useSandboxForDemo } from '../invoices/service';
import { addDemoStaff } from '../staff/accounts';
import { DEMO_STORE_FILE } from '../store/demo';
import { importStore, validateStoreFile } from '../store/import';
import { storeCodeTaken } from './repository';

/** What the test clock says: "now" (unix s) and how far it is from the real clock. */
export interface ClockState {
  now: number;
  offsetSeconds: number;
}

/** A clock the testing routes can move: only the one withTestClock makes. */
export function isMovable(clock: Clock): clock is OffsetClock {
  return typeof (clock as Partial<OffsetClock>).setOffset === 'function';
}

export function clockState(clock: OffsetClock): ClockState {
  return { now: clock.now(), offsetSeconds: clock.offset() };
}

/** Moves "now" by `advanceSeconds`, or puts it `offsetSeconds` away from the real clock (0: back to it). */
export function moveClock(clock: OffsetClock, move: { advanceSeconds?: number; offsetSeconds?: number }): ClockState {
  clock.setOffset(move.offsetSeconds ?? clock.offset() + (move.advanceSeconds ?? 0));
  return clockState(clock);
}

/**
 * A second store for cross-store tests: the demo store's file under another code (and name), through
 * the real importer. Refuses a code that is taken, so a test cannot overwrite the demo store.
 */
export async function createDemoCopy(
  db: Db,
  code: string,
  name?: string,
  deposit?: number,
  staff = false,
  liffId?: string,
  invoices = false,
): Promise<{ code: string; name: string }> {
  if (await storeCodeTaken(db, code)) throw fieldError('code', '已有這個代碼的店家');
  const file = JSON.parse(readFileSync(DEMO_STORE_FILE, 'utf8'));
  file.store.code = code;
  if (name) file.store.name = name;
  if (liffId) file.store.liffId = liffId;
  if (deposit) {
    file.store.deposit = { required: true, depositValue: deposit };
    file.store.depositScope = 'Partial';
  }
  const result = validateStoreFile(file);
  if (!result.ok) throw fieldError(Object.keys(result.errors)[0] ?? 'code', Object.values(result.errors)[0] ?? '');
  const { storeId } = await importStore(db, result.file);
  if (staff) await addDemoStaff(db, storeId);
  if (invoices) await useSandboxForDemo(db, storeId, Math.floor(Date.now() / 1000));
  return { code, name: result.file.store.name };
}
