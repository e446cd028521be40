import type { EngineProvider } from '@salon/domain';
import DataLoader from 'dataloader';
import type { Db } from '#api/db/client';
import { dayVersionsReader, foldDayVersions, type StoreWindow, windowDays } from '#api/db/day-versions';
import type { StoreRow } from '#api/db/rows';
import { busyVersions } from '#api/db/schema/bookings';
import { catalogOf } from '../catalog/service';
import { type BusyTimes, loadProviderCalendars, providerCalendars, readBusyTimes } from './busy-repository';

/** Windows (store, from, to) whose busy times a process keeps; beyond it the one kept longest ago goes. */
const MAX_WINDOWS = 2000;
/**
 * Busy intervals a process keeps over all windows (~10 MB): a client choosing many distinct
 * 31-day windows of a busy store cannot make the cache hold more; the oldest windows go.
 */
const MAX_INTERVALS = 200_000;

const sizeOf = (busy: BusyTimes) => {
  let n = 0;
  for (const held of busy.byProvider.values()) n += held.length;
  return n;
};

/** The busy-time version of each window asked for: its store's busy_versions rows of the days it touches and of day -1. */
const busyVersionsOf = dayVersionsReader(busyVersions, 'busy_versions_of_windows');

/** The clean-up's part: past days' rows folded into one per store and day (db/day-versions.ts). */
export const foldBusyVersions = (db: Db, beforeDay: number) => foldDayVersions(db, busyVersions, beforeDay);

/**
 * This process's copy of the busy times availability asked for, per store and window, each with
 * the window's busy-time version it was read at (in the same statement). A request reads the
 * window's version (batched with the requests that arrive together, sent after they arrived, no
 * memo: as the catalogue's version, catalog/service.ts) and re-reads the window only when the
 * database holds a newer one. So every request sees every booking, cancel, move and blocked time
 * committed before it arrived, through any process; triggers move the version (migrations 0028,
 * 0050) of the days the changed times touch, so a booking on another day keeps this window.
 */
class BusyCache {
  private readonly windows = new Map<string, { busy: BusyTimes; size: number }>();
  private held = 0;
  private readonly loading = new Map<string, Promise<BusyTimes>>();
  private readonly versions: DataLoader<StoreWindow, number>;

  constructor(private readonly db: Db) {
    this.versions = new DataLoader(
      (windows) => busyVersionsOf(db, windows),
      // No memo: every request needs a read sent after it arrived, never an earlier answer.
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 100 },
    );
  }

  async busy(storeId: string, from: number, to: number): Promise<BusyTimes> {
    const key = `${storeId} ${from} ${to}`;
    const version = await this.versions.load({ storeId, ...windowDays(from, to) });
    const cached = this.windows.get(key)?.busy;
    if (cached && cached.version >= version) return cached;
    return this.refresh(key, storeId, from, to, version);
  }

  /** Reads a window once for all the requests that need it now; at least `version`. */
  private async refresh(key: string, storeId: string, from: number, to: number, version: number): Promise<BusyTimes> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = readBusyTimes(this.db, storeId, from, to)
        .then((busy) => this.keep(key, busy))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const loaded = await pending;
    // A read that began before the write this request's version saw: read again.
    if (loaded.version < version) return this.refresh(key, storeId, from, to, version);
    return loaded;
  }

  private keep(key: string, busy: BusyTimes): BusyTimes {
    const cached = this.windows.get(key);
    if (cached && cached.busy.version > busy.version) return cached.busy;
    if (cached) this.drop(key, cached.size);
    const size = sizeOf(busy);
    this.windows.set(key, { busy, size });
    this.held += size;
    for (const [oldest, { size: oldSize }] of this.windows) {
      if (oldest === key || (this.windows.size <= MAX_WINDOWS && this.held <= MAX_INTERVALS)) break;
      this.drop(oldest, oldSize);
    }
    return busy;
  }

  private drop(key: string, size: number) {
    this.windows.delete(key);
    this.held -= size;
  }
}

const caches = new WeakMap<Db, BusyCache>();

function cacheOf(db: Db): BusyCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new BusyCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The designers' calendars availability reads, from the busy-time cache (see BusyCache); with a
 * booking left out (a reschedule's own time) they are read directly. Booking creation and checks
 * read busy times directly too (loadProviderCalendars): they decide, availability only shows.
 */
export async function availabilityCalendars(
  db: Db,
  store: StoreRow,
  from: number,
  to: number,
  excludeBookingId?: string,
): Promise<EngineProvider[]> {
  if (excludeBookingId) return loadProviderCalendars(db, store, from, to, excludeBookingId);
  const [catalog, busy] = await Promise.all([catalogOf(db, store), cacheOf(db).busy(store.id, from, to)]);
  return providerCalendars(catalog, busy.byProvider, from, to, busy.blocked);
}
