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

/** Members' designers (their calendar column), by member id: whose 業績 a member's sale is. */
export async function designersOfMembers(db: Tx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const rows = await repo.memberDesigners(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return new Map(rows.flatMap((r) => (r.providerId ? [[r.id, r.providerId] as const] : [])));
}
