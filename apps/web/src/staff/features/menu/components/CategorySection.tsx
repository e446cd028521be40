import type { ReactNode } from 'react';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';
import type { useCategoryChanges } from '../use-category-changes';
import { CategoryBar } from './CategoryBar';

/** One category of the menu or retail editor: its bar (rename, move, add) and its lines (`children`). */
export function CategorySection({
  category,
  ids,
  changes,
  onAdd,
  children,
}: {
  category: { id: string; name: string; productIds: string[] };
  /** Every category's id, in order (moving one saves them all). */
  ids: readonly string[];
  changes: ReturnType<typeof useCategoryChanges>;
  onAdd?: () => void;
  children: ReactNode;
}) {
  const { t } = useStaffT();
  const index = ids.indexOf(category.id);
  return (
    <Card as="section" aria-labelledby={`category-${category.id}`} data-testid={`category-${category.id}`}>
      <CategoryBar
        category={category}
        first={index === 0}
        last={index === ids.length - 1}
        onMove={(by) => changes.moveCategory(ids, index, by)}
        moving={changes.orderCategories.isPending}
        rename={changes.renameCategory}
        onAdd={onAdd}
      />
      {category.productIds.length === 0 ? (
        <p className="py-2 text-sm text-muted">{t('menu.categoryEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </Card>
  );
}

/** The lines in no category, under their own heading. */
export function UncategorisedSection({ children }: { children: ReactNode }) {
  const { t } = useStaffT();
  return (
    <Card as="section" aria-labelledby="category-none">
      <h2 id="category-none" className="text-lg font-semibold">
        {t('menu.uncategorised')}
      </h2>
      <ul className="divide-y divide-line">{children}</ul>
    </Card>
  );
}
