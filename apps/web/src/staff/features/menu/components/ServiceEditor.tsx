import type { StaffMenu, StaffService } from '@salon/contract';
import { CUSTOMER_LIMITS, SUB_ITEM_TYPES } from '@salon/domain';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '#web/components/Checkbox';
import { EditorActions } from '#web/staff/components/EditorActions';
import { ChoiceField, InputField, TextareaField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useFieldErrors, useStaffT } from '#web/staff/lib/i18n';
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
  const addService = useAddService(code);
  const saveService = useSaveService(code);
  const action = service ? saveService : addService;
  const [form, setForm] = useState<ServiceForm>(() => toForm(service, menu.designers));
  const set = (patch: Partial<ServiceForm>) => setForm((f) => ({ ...f, ...patch }));
  const { err } = useFieldErrors(action.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toServiceBody(form);
    if (service) saveService.mutate({ productId: service.id, body }, { onSuccess: onDone });
    else addService.mutate({ ...body, ...(categoryId ? { categoryId } : {}) }, { onSuccess: onDone });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="service-form">
      <InputField
        id="service-name"
        label={t('menu.name')}
        error={err('name')}
        value={form.name}
        onChange={(text) => set({ name: text })}
      />
      <TextareaField
        id="service-description"
        label={t('menu.description')}
        optional={t('common.optional')}
        error={err('description')}
        rows={2}
        value={form.description}
        onChange={(text) => set({ description: text })}
      />
      <InputField
        id="service-en-name"
        label={t('menu.enName')}
        optional={t('common.optional')}
        error={err('en.name')}
        value={form.enName}
        onChange={(text) => set({ enName: text })}
        input={{ lang: 'en' }}
      />
      {form.enName.trim() !== '' && (
        <TextareaField
          id="service-en-description"
          label={t('menu.enDescription')}
          optional={t('common.optional')}
          error={err('en.description')}
          rows={2}
          value={form.enDescription}
          onChange={(text) => set({ enDescription: text })}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <InputField
          id="service-price"
          label={t('menu.price')}
          error={err('price')}
          input={{ inputMode: 'numeric' }}
          value={form.price}
          onChange={(text) => set({ price: text })}
        />
        <InputField
          id="service-duration"
          label={t('menu.duration')}
          error={err('duration')}
          input={{ inputMode: 'numeric' }}
          value={form.duration}
          onChange={(text) => set({ duration: text })}
        />
      </div>
      <ChoiceField
        id="service-gender"
        label={t('menu.gender')}
        error={err('customerLimited')}
        value={form.customerLimited}
        onChange={(value) => set({ customerLimited: value })}
        options={CUSTOMER_LIMITS.map((g) => ({ value: g, label: t(`menu.genders.${g}`) }))}
      />
      <SubItemsEditor
        rows={form.subItems}
        onChange={(subItems) => set({ subItems })}
        error={err}
        showToCustomer={form.isShowSubItem}
        onShowToCustomer={(isShowSubItem) => set({ isShowSubItem })}
      />
      {form.subItems.length > 0 && (
        <ChoiceField
          id="service-sub-type"
          label={t('menu.subItemType')}
          error={err('subItemType')}
          value={form.subItemType}
          onChange={(value) => set({ subItemType: value })}
          options={SUB_ITEM_TYPES.map((s) => ({ value: s, label: t(`menu.subItemTypes.${s}`) }))}
        />
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
