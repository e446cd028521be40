import type { Category, Provider } from '@salon/contract';
import type { ProviderRow } from '#api/db/rows';
import type { CategoryRow } from './repository';

export function toProvider(p: ProviderRow): Provider {
  return { id: p.id, name: p.name, avatar: p.avatar, title: p.title, description: p.description };
}

/** Categories with only the listed products; a category left empty is not shown. */
export function toCategories(rows: CategoryRow[], listed: { id: string }[]): Category[] {
  const ids = new Set(listed.map((p) => p.id));
  return rows
    .map((c) => ({ id: c.id, name: c.name, en: c.en, productIds: c.productIds.filter((id) => ids.has(id)) }))
    .filter((c) => c.productIds.length > 0);
}
