import type { StaffMenu, StaffService } from '@salon/contract';
import { CUSTOMER_LIMITS, SUB_ITEM_TYPES } from '@salon/domain';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '#web/components/Checkbox';
import { Field, inputClass, selectClass } from '#web/components/Field';
import { Textarea } from '#web/components/Textarea';
import { EditorActions } from '#web/staff/components/EditorActions';
import { useStaffCode } from '#web/staff/lib/hooks';
import { fieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useAddService } from '../api/add-service';
import { useSaveService } from '../api/save-service';
import { type ServiceForm, toForm, toServiceBody } from '../service-form';
import { DesignerTerms } from './DesignerTerms';
import { SubItemsEditor } from './SubItemsEditor';
import { SubItemTerms } from './SubItemTerms';

/**
 * A service's every field (the side panel's content): name, description, price and duration,
 * gender limit, sub-items, each designer's terms, hidden and archived. A new one goes into
 * `categoryId`. Saved whole; the API's refusals show under their fields.
 */
export function ServiceEditor({
  service,
  menu,
  categoryId,
  onDone,
}: {
  service: StaffService | null;
  menu: StaffMenu;
  categoryId: string | null;
  onDone: () => void;
}) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const addService = useAddService(code);
  const saveService = useSaveService(code);
  const action = service ? saveService : addService;
  const [form, setForm] = useState<ServiceForm>(() => toForm(service, menu.designers));
  const set = (patch: Partial<ServiceForm>) => setForm((f) => ({ ...f, ...patch }));
  const api = fieldErrors(action.error);
  const err = (path: string) => (api[path] ? (locale === 'en' ? t('errors.field') : api[path]) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toServiceBody(form);
    if (service) saveService.mutate({ productId: service.id, body }, { onSuccess: onDone });
    else addService.mutate({ ...body, ...(categoryId ? { categoryId } : {}) }, { onSuccess: onDone });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="service-form">
      <Field id="service-name" label={t('menu.name')} error={err('name')}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Field>
      <Field
        id="service-description"
        label={t('menu.description')}
        optional={t('common.optional')}
        error={err('description')}
      >
        {(control) => (
          <Textarea
            {...control}
            look="field"
            rows={2}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="service-price" label={t('menu.price')} error={err('price')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={inputClass}
              value={form.price}
              onChange={(e) => set({ price: e.target.value })}
            />
          )}
        </Field>
        <Field id="service-duration" label={t('menu.duration')} error={err('duration')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={inputClass}
              value={form.duration}
              onChange={(e) => set({ duration: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field id="service-gender" label={t('menu.gender')} error={err('customerLimited')}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={form.customerLimited}
            onChange={(e) => set({ customerLimited: e.target.value as ServiceForm['customerLimited'] })}
          >
            {CUSTOMER_LIMITS.map((g) => (
              <option key={g} value={g}>
                {t(`menu.genders.${g}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubItemsEditor
        rows={form.subItems}
        onChange={(subItems) => set({ subItems })}
        error={err}
        showToCustomer={form.isShowSubItem}
        onShowToCustomer={(isShowSubItem) => set({ isShowSubItem })}
      />
      {form.subItems.length > 0 && (
        <Field id="service-sub-type" label={t('menu.subItemType')} error={err('subItemType')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={form.subItemType}
              onChange={(e) => set({ subItemType: e.target.value as ServiceForm['subItemType'] })}
            >
              {SUB_ITEM_TYPES.map((s) => (
                <option key={s} value={s}>
                  {t(`menu.subItemTypes.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <DesignerTerms form={form} onChange={setForm} error={err} />
      <SubItemTerms form={form} onChange={setForm} error={err} />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t('menu.visibility')}</legend>
        <Checkbox
          id="service-hidden"
          label={t('menu.hiddenLabel')}
          checked={form.hidden}
          onChange={(e) => set({ hidden: e.target.checked })}
          error={err('hidden')}
        />
        <Checkbox
          id="service-archived"
          label={t('menu.archivedLabel')}
          checked={form.archived}
          onChange={(e) => set({ archived: e.target.checked })}
          error={err('archived')}
        />
      </fieldset>
      <EditorActions action={action} submitLabel={service ? t('menu.save') : t('menu.add')} onCancel={onDone} />
    </form>
  );
}
