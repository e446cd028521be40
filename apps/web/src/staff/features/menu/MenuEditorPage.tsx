import type { StaffMenu, StaffService } from '@salon/contract';
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
import { menuEditorQuery } from './api/get-menu-editor';
import { NewCategory } from './components/CategoryBar';
import { CategorySection, UncategorisedSection } from './components/CategorySection';
import { EditItemButton } from './components/EditItemButton';
import { ServiceEditor } from './components/ServiceEditor';
import { sectionsOf } from './sections';
import { swapped, useCategoryChanges } from './use-category-changes';

type Editing = { service: StaffService | null; categoryId: string | null } | null;

/** Moves a service up or down within its category (absent: not in a category). */
interface LineMove {
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
}

function ServiceLine({ service, onEdit, move }: { service: StaffService; onEdit: () => void; move?: LineMove }) {
  const { t } = useStaffT();
  const name = shownText(service, useStaffLocale()).name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid={`service-${service.id}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {name}
          {service.hidden && (
            <Badge tone="sand" className="ml-2">
              {t('menu.hidden')}
            </Badge>
          )}
          {service.archived && (
            <Badge tone="neutral" className="ml-2">
              {t('menu.archived')}
            </Badge>
          )}
          {service.customerLimited !== 'None' && (
            <Badge tone="brand" className="ml-2">
              {t(`menu.genders.${service.customerLimited}`)}
            </Badge>
          )}
        </p>
        <p className="text-sm text-muted">
          {t('menu.terms', { price: formatMoney(service.price), minutes: service.duration })}
          {service.subItems.length > 0 && ` · ${t('menu.subItemCount', { count: service.subItems.length })}`}
          {service.providers.some((p) => !p.useDefault) && ` · ${t('menu.ownTermsSet')}`}
        </p>
      </div>
      {move && (
        <>
          <Button
            variant="secondary"
            disabled={move.first || move.moving}
            aria-label={t('menu.moveUp', { name })}
            onClick={() => move.onMove(-1)}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            disabled={move.last || move.moving}
            aria-label={t('menu.moveDown', { name })}
            onClick={() => move.onMove(1)}
          >
            ↓
          </Button>
        </>
      )}
      <EditItemButton name={name} onEdit={onEdit} />
    </li>
  );
}

/**
 * The menu by category: categories added, renamed and reordered, services reordered within their
 * category; a service edited in the side panel.
 */
export default function MenuPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const menu = useQuery(menuEditorQuery(code));
  const changes = useCategoryChanges(code, 'service');
  const [editing, setEditing] = useState<Editing>(null);

  const sections = (data: StaffMenu) => {
    const categories = data.categories.filter((c) => c.kind === 'service');
    return { categories, ...sectionsOf(categories, data.services) };
  };

  return (
    <ManagePage title={t('menu.title')} permission="manage:menu:any" wide>
      <Loadable query={menu}>
        {(data) => {
          const { categories, byId, loose } = sections(data);
          const ids = categories.map((c) => c.id);
          /** A service one place up or down in its category: the category's list saved in its new order. */
          const moveService = (categoryId: string, productIds: string[], i: number, by: -1 | 1) =>
            changes.renameCategory.mutate({ categoryId, body: { productIds: swapped(productIds, i, by) } });
          return (
            <div className="space-y-4">
              <NewCategory kind="service" action={changes.addCategory} />
              {categories.length === 0 && loose.length === 0 && <EmptyState icon="scissors" title={t('menu.empty')} />}
              {categories.map((c) => (
                <CategorySection
                  key={c.id}
                  category={c}
                  ids={ids}
                  changes={changes}
                  onAdd={() => setEditing({ service: null, categoryId: c.id })}
                >
                  {c.productIds.map((id, j) => {
                    const s = byId.get(id);
                    return (
                      s && (
                        <ServiceLine
                          key={id}
                          service={s}
                          onEdit={() => setEditing({ service: s, categoryId: c.id })}
                          move={{
                            first: j === 0,
                            last: j === c.productIds.length - 1,
                            moving: changes.renameCategory.isPending,
                            onMove: (by) => moveService(c.id, c.productIds, j, by),
                          }}
                        />
                      )
                    );
                  })}
                </CategorySection>
              ))}
              {loose.length > 0 && (
                <UncategorisedSection>
                  {loose.map((s) => (
                    <ServiceLine key={s.id} service={s} onEdit={() => setEditing({ service: s, categoryId: null })} />
                  ))}
                </UncategorisedSection>
              )}
              <SidePanel
                open={editing !== null}
                onClose={() => setEditing(null)}
                title={editing?.service ? t('menu.editTitle', { name: editing.service.name }) : t('menu.newService')}
                testId="service-panel"
              >
                {editing && (
                  <ServiceEditor
                    key={editing.service?.id ?? `new-${editing.categoryId}`}
                    service={editing.service}
                    menu={data}
                    categoryId={editing.categoryId}
                    onDone={() => setEditing(null)}
                  />
                )}
              </SidePanel>
            </div>
          );
        }}
      </Loadable>
    </ManagePage>
  );
}
