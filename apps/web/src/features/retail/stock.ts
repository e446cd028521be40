/** At or below this many left, the list says how many remain. */
const LOW_STOCK = 10;

export type StockHint = { kind: 'soldOut' } | { kind: 'low'; count: number } | { kind: 'inStock' };

export function stockHint(stock: number): StockHint {
  if (stock <= 0) return { kind: 'soldOut' };
  if (stock <= LOW_STOCK) return { kind: 'low', count: stock };
  return { kind: 'inStock' };
}
