import type { EngineProvider, WeeklyHours } from '@salon/domain';
import DataLoader from 'dataloader';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import {
  catalogVersionsByIds,
  loadCatalog,
  loadProductsWithDetails,
  prepareVersionsByCodes,
  readCatalog,
  type StoreVersion,
} from './repository';
import type { Catalog } from './types';

export type { Catalog } from './types';

/** Stores whose catalogue a process keeps; beyond it the one cached longest ago goes. */
const MAX_STORES = 1000;

/** Each store row the cache gave out → the catalogue it belongs to (so a request reads one version). */
const catalogOfRow = new WeakMap<StoreRow, Catalog>();

/**
 * This process's copy of each store's catalogue. Every request reads the store's catalogue
 * version (one indexed, prepared query) and reloads the catalogue only when the database has a
 * newer one: a write through any process (or psql) is seen by every process on its next request.
 *
 * Requests that arrive together share one version read: a read is sent once the event loop has
 * taken in what arrived (setImmediate), for every code asked for until then. Each request's read
 * is still sent after the request arrived, so it sees every write committed before that.
 */
class CatalogCache {
  private readonly byId = new Map<string, Catalog>();
  private readonly loading = new Map<string, Promise<Catalog | null>>();
  private readonly versions: DataLoader<string, StoreVersion | null>;

  constructor(private readonly db: Db) {
    const versionsByCodes = prepareVersionsByCodes(db);
    this.versions = new DataLoader(
      async (codes) => {
        const rows = await versionsByCodes.execute({ codes: [...codes] });
        const byCode = new Map(rows.map((row) => [row.code, row]));
        return codes.map((code) => byCode.get(code) ?? null);
      },
      // No memo: every request needs a read sent after it arrived, never an earlier answer.
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 100 },
    );
  }

  async byCode(code: string): Promise<Catalog | null> {
    const row = await this.versions.load(code);
    if (!row) return null;
    const cached = this.byId.get(row.id);
    if (cached && cached.version >= row.version) return cached;
    return this.refresh(row.id, row.version);
  }

  /** Loads a store's catalogue once for all the requests that need it now; at least `version`. */
  private async refresh(storeId: string, version: number): Promise<Catalog | null> {
    let pending = this.loading.get(storeId);
    if (!pending) {
      pending = loadCatalog(this.db, { id: storeId })
        .then((catalog) => catalog && this.keep(catalog))
        .finally(() => this.loading.delete(storeId));
      this.loading.set(storeId, pending);
    }
    const loaded = await pending;
    // A load that began before the write this request saw: load again.
    if (loaded && loaded.version < version) return this.refresh(storeId, version);
    return loaded;
  }

  private keep(catalog: Catalog): Catalog {
    const cached = this.byId.get(catalog.store.id);
    if (cached && cached.version > catalog.version) return cached;
    this.byId.delete(catalog.store.id);
    this.byId.set(catalog.store.id, catalog);
    if (this.byId.size > MAX_STORES) this.byId.delete(this.byId.keys().next().value!);
    catalogOfRow.set(catalog.store, catalog);
    return catalog;
  }
}

const caches = new WeakMap<Db, CatalogCache>();

function cacheOf(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** The current catalogue of the store with this code (one cheap read when cached), or null when there is none. */
export function currentCatalog(db: Db, code: string): Promise<Catalog | null> {
  return cacheOf(db).byCode(code);
}

/**
 * The catalogue a store row was read with: no query when the row came from currentCatalog (the
 * request context's store), so one request never mixes two versions; otherwise read now.
 */
export async function catalogOf(db: Tx, store: StoreRow): Promise<Catalog> {
  return catalogOfRow.get(store) ?? readCatalog(db, store);
}

/** The current catalogue of a store code; 404 STORE_NOT_FOUND when no store has it. */
export async function requireCatalog(db: Db, code: string): Promise<Catalog> {
  const catalog = await currentCatalog(db, code);
  if (!catalog) throw new ApiError('STORE_NOT_FOUND');
  return catalog;
}

/** The active service products of the store row's catalogue. */
export async function serviceProducts(db: Tx, store: StoreRow) {
  return (await catalogOf(db, store)).products;
}

/** The catalogue's designers with their schedules and days off, no busy time: whose working hours are when. */
export function designerSchedules(catalog: Catalog): EngineProvider[] {
  return catalog.providers.map((p) => ({
    id: p.id,
    name: p.name,
    schedule: p.schedule as WeeklyHours | null,
    daysOff: catalog.daysOff.get(p.id) ?? [],
    extraDays: p.extraDays,
    busy: [],
  }));
}

/** Every service product of a store, hidden and archived ones too (marked), for the staff's menu editor. */
export function allServiceProducts(db: Tx, storeId: string) {
  return loadProductsWithDetails(db as Db, storeId, 'all');
}

/** The catalogue version of each store of `storeIds` (read now, not from the cache). */
export async function catalogVersionsOf(db: Tx, storeIds: string[]): Promise<Map<string, number>> {
  const rows = await catalogVersionsByIds(db).execute({ ids: storeIds });
  return new Map(rows.map((row) => [row.id, Number(row.version)]));
}
