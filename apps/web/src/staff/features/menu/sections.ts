/**
 * An editor's items arranged by category: each item by its id (a category lists ids, in its
 * order), and the items no category lists (shown last, uncategorised), in the menu's order.
 */
export function sectionsOf<T extends { id: string }>(
  categories: readonly { productIds: readonly string[] }[],
  items: readonly T[],
): { byId: Map<string, T>; loose: T[] } {
  const listed = new Set(categories.flatMap((c) => c.productIds));
  return { byId: new Map(items.map((item) => [item.id, item])), loose: items.filter((item) => !listed.has(item.id)) };
}
