import type { Db } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { catalogOf, currentCatalog, requireCatalog } from '../catalog/service';
import type { StoreRow } from './repository';

/** What other areas ask of stores by id (a job carries only ids). */
export { storeById, storesByIds } from './repository';

/** The store of a code, from the process's catalogue cache (one version read per call). */
export async function requireStore(db: Db, code: string): Promise<StoreRow> {
  return (await requireCatalog(db, code)).store;
}

/** The store of a code, or null when no store has it. */
export async function findStore(db: Db, code: string): Promise<StoreRow | null> {
  return (await currentCatalog(db, code))?.store ?? null;
}

/** A page scoped to one designer is open only when the store books by designer (bookingSettingType User). */
export async function resolveDesignerScope(db: Db, store: StoreRow, userId: string | undefined) {
  if (!userId) return null;
  // A path that names no designer of the store is not found (a mistyped /demo/<page>), whatever the
  // store's setting; a real designer's page is refused when the store books as one.
  const designer = (await catalogOf(db, store)).providers.find((p) => p.id === userId);
  if (!designer) throw new ApiError('PROVIDER_NOT_FOUND');
  if (store.bookingSettingType !== 'User') throw new ApiError('USER_PAGE_NOT_ALLOWED');
  return designer;
}
