import type { StaffRetailItem } from '@salon/contract';
import { formatMoney, shownText } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#web/components/Badge';
import { Button } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { SidePanel } from '#web/staff/components/SidePanel';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { retailEditorQuery } from './api/get-retail-items';
import { NewCategory } from './components/CategoryBar';
import { CategorySection, UncategorisedSection } from './components/CategorySection';
import { EditItemButton } from './components/EditItemButton';
import { RetailItemEditor } from './components/RetailItemEditor';
import { StockDialog } from './components/StockDialog';
import { sectionsOf } from './sections';
import { useCategoryChanges } from './use-category-changes';

function ItemLine({ item, onEdit, onStock }: { item: StaffRetailItem; onEdit: () => void; onStock: () => void }) {
  const { t } = useStaffT();
  const name = shownText(item, useStaffLocale()).name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid={`retail-item-${item.id}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {name}
          {item.hidden && (
            <Badge tone="sand" className="ml-2">
              {t('menu.hidden')}
            </Badge>
          )}
          {item.archived && (
            <Badge tone="neutral" className="ml-2">
              {t('menu.archived')}
            </Badge>
          )}
        </p>
        <p className="text-sm text-muted">{formatMoney(item.price)}</p>
      </div>
      <p
        className={`w-24 text-right text-sm font-medium ${item.stock === 0 ? 'text-red-700' : ''}`}
        data-testid="stock"
      >
        {item.stock === 0 ? t('retail.soldOut') : t('retail.inStock', { count: item.stock })}
      </p>
      <Button variant="secondary" aria-label={t('retail.adjustNamed', { name })} onClick={onStock}>
        {t('retail.adjustStock')}
      </Button>
      <EditItemButton name={name} onEdit={onEdit} />
    </li>
  );
}

/** Retail items by category with their stock: add and edit an item, adjust its stock with a reason. */
export default function RetailPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const retail = useQuery(retailEditorQuery(code));
  const menuChanges = useCategoryChanges(code, 'retail');
  const [editing, setEditing] = useState<StaffRetailItem | 'new' | null>(null);
  const [adjusting, setAdjusting] = useState<string | null>(null);

  const line = (item: StaffRetailItem) => (
    <ItemLine key={item.id} item={item} onEdit={() => setEditing(item)} onStock={() => setAdjusting(item.id)} />
  );

  return (
    <ManagePage
      title={t('retail.title')}
      permission="manage:menu:any"
      wide
      actions={<Button onClick={() => setEditing('new')}>{t('retail.addItem')}</Button>}
    >
      <Loadable query={retail}>
        {(data) => {
          const { byId, loose } = sectionsOf(data.categories, data.items);
          const ids = data.categories.map((c) => c.id);
          const adjustingItem = adjusting ? byId.get(adjusting) : undefined;
          return (
            <div className="space-y-4">
              <NewCategory kind="retail" action={menuChanges.addCategory} />
              {data.items.length === 0 && <EmptyState icon="bag" title={t('retail.empty')} />}
              {data.categories.map((c) => (
                <CategorySection key={c.id} category={c} ids={ids} changes={menuChanges}>
                  {c.productIds.map((id) => {
                    const item = byId.get(id);
                    return item && line(item);
                  })}
                </CategorySection>
              ))}
              {loose.length > 0 && <UncategorisedSection>{loose.map(line)}</UncategorisedSection>}
              <SidePanel
                open={editing !== null}
                onClose={() => setEditing(null)}
                title={editing && editing !== 'new' ? t('menu.editTitle', { name: editing.name }) : t('retail.newItem')}
                testId="retail-panel"
              >
                {editing && (
                  <RetailItemEditor
                    key={editing === 'new' ? 'new' : editing.id}
                    item={editing === 'new' ? null : editing}
                    retail={data}
                    onDone={() => setEditing(null)}
                  />
                )}
              </SidePanel>
              {adjustingItem && <StockDialog item={adjustingItem} onClose={() => setAdjusting(null)} />}
            </div>
          );
        }}
      </Loadable>
    </ManagePage>
  );
}
