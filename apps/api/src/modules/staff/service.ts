import type { Tx } from '#api/db/client';
import * as repo from './repository';

/** What other areas ask of the staff: members' names by id (a receipt, a card's history), in one query. */
export async function staffNamesOf(db: Tx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const rows = await repo.memberNames(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
