import type { PerformanceRules } from '@salon/contract';
import { shownText } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { ChoiceField, InputField } from '#web/staff/components/FormFields';
import { serviceMenuQuery } from '#web/staff/lib/get-service-menu';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { MATERIAL_KINDS, type MaterialKind, type RulesDraft } from '../performance';

const percentInput = { type: 'number', inputMode: 'numeric', min: 0, max: 100, step: 1 } as const;
const NO_RATE = { requested: '', assigned: '' };
const NO_MATERIAL = { kind: 'none' as MaterialKind, value: '' };

/**
 * The owner's rates per service category (指定 and 不指定; both blank: the service rates) and the
 * material cost per service (fixed dollars or a percent of its 業績), for the store's service
 * categories and services as the rules' answer names them (in the menu's order).
 */
export function ServiceRules({
  names,
  draft,
  set,
  err,
}: {
  names: PerformanceRules['names'];
  draft: RulesDraft;
  set: (change: Partial<RulesDraft>) => void;
  err: (path: string) => string | null;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  // The rules' answer names them in Chinese; the menu gives the English the store set (else the Chinese).
  const menu = useQuery(serviceMenuQuery(useStaffCode())).data;
  const named = (id: string, name: string, list: readonly { id: string; en?: { name: string } | null }[] = []) =>
    shownText({ name, en: list.find((x) => x.id === id)?.en ?? null }, locale).name;
  const categories = Object.entries(names.categories).map(([id, name]) => ({
    id,
    name: named(id, name, menu?.categories),
  }));
  const services = Object.entries(names.services).map(([id, name]) => ({ id, name: named(id, name, menu?.products) }));
  const setRate = (id: string, change: Partial<typeof NO_RATE>) =>
    set({ categories: { ...draft.categories, [id]: { ...(draft.categories[id] ?? NO_RATE), ...change } } });
  const setMaterial = (id: string, change: Partial<typeof NO_MATERIAL>) =>
    set({ materials: { ...draft.materials, [id]: { ...(draft.materials[id] ?? NO_MATERIAL), ...change } } });
  return (
    <>
      <fieldset className="space-y-2" data-testid="rules-categories">
        <legend className="font-medium">{t('performance.rules.categories')}</legend>
        <p className="text-sm text-muted">{t('performance.rules.categoriesHint')}</p>
        {categories.map((c) => {
          const rate = draft.categories[c.id] ?? NO_RATE;
          return (
            <div key={c.id} className="grid gap-2 sm:grid-cols-2">
              <InputField
                id={`rules-category-${c.id}-requested`}
                label={t('performance.rules.categoryRequested', { name: c.name })}
                input={percentInput}
                value={rate.requested}
                onChange={(text) => setRate(c.id, { requested: text })}
                error={err(`categories.${c.id}.requested`)}
              />
              <InputField
                id={`rules-category-${c.id}-assigned`}
                label={t('performance.rules.categoryAssigned', { name: c.name })}
                input={percentInput}
                value={rate.assigned}
                onChange={(text) => setRate(c.id, { assigned: text })}
                error={err(`categories.${c.id}.assigned`)}
              />
            </div>
          );
        })}
      </fieldset>
      <fieldset className="space-y-2" data-testid="rules-materials">
        <legend className="font-medium">{t('performance.rules.materials')}</legend>
        <p className="text-sm text-muted">{t('performance.rules.materialsHint')}</p>
        {err('materials') && <p className="text-sm text-red-700">{err('materials')}</p>}
        {services.map((s) => {
          const material = draft.materials[s.id] ?? NO_MATERIAL;
          return (
            <div key={s.id} className="grid gap-2 sm:grid-cols-2">
              <ChoiceField
                id={`rules-material-${s.id}-kind`}
                label={t('performance.rules.materialKind', { name: s.name })}
                value={material.kind}
                onChange={(kind) => setMaterial(s.id, { kind })}
                options={MATERIAL_KINDS.map((k) => ({ value: k, label: t(`performance.rules.materialKinds.${k}`) }))}
              />
              {material.kind !== 'none' && (
                <InputField
                  id={`rules-material-${s.id}-value`}
                  label={t('performance.rules.materialValue', { name: s.name })}
                  input={
                    material.kind === 'share' ? percentInput : { type: 'number', inputMode: 'numeric', min: 0, step: 1 }
                  }
                  value={material.value}
                  onChange={(text) => setMaterial(s.id, { value: text })}
                  error={err(`materials.${s.id}.amount`) ?? err(`materials.${s.id}.percent`)}
                />
              )}
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
