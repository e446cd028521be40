import type { Category } from '@salon/contract';

export interface ProductSection<P> {
  id: string;
  name: string;
  products: P[];
}

/**
 * Products grouped by category, in category order; products in no category go to a last section.
 * `keep` drops products (e.g. not offered by the chosen designer); empty sections are left out.
 */
export function groupByCategory<P extends { id: string }>(
  products: readonly P[],
  categories: readonly Category[],
  otherName: string,
  keep: (p: P) => boolean = () => true,
): ProductSection<P>[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const placed = new Set<string>();
  const sections: ProductSection<P>[] = categories.map((c) => ({
    id: c.id,
    name: c.name,
    products: c.productIds.flatMap((id) => {
      const p = byId.get(id);
      if (!p) return [];
      placed.add(id);
      return keep(p) ? [p] : [];
    }),
  }));
  const rest = products.filter((p) => !placed.has(p.id) && keep(p));
  if (rest.length > 0) sections.push({ id: '_other', name: otherName, products: rest });
  return sections.filter((s) => s.products.length > 0);
}
