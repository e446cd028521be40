import type { ProductKind } from '@salon/domain';
import { useAddCategory } from './api/add-category';
import { useOrderCategories } from './api/order-categories';
import { useRenameCategory } from './api/rename-category';

/** `list` with its entry `i` swapped with the one `by` places away (one place up or down). */
export function swapped<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const next = [...list];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
}

/**
 * The category changes of the menu and retail editors: add, rename (or reorder what it holds), and
 * `moveCategory`, the categories of `kind` saved with one of them a place up or down.
 */
export function useCategoryChanges(code: string, kind: ProductKind) {
  const addCategory = useAddCategory(code);
  const renameCategory = useRenameCategory(code);
  const orderCategories = useOrderCategories(code);
  const moveCategory = (ids: readonly string[], i: number, by: -1 | 1) =>
    orderCategories.mutate({ kind, ids: swapped(ids, i, by) });
  return { addCategory, renameCategory, orderCategories, moveCategory };
}
