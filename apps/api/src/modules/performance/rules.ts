import type { CommissionRules } from '@salon/domain';
import type { Db } from '#api/db/client';

/** The store's commission rule sets, every one it has set (none yet: nobody earns commission). */
export async function ruleSetsOf(_db: Db, _storeId: string): Promise<CommissionRules[]> {
  return [];
}
