import type { StaffRetail, StaffRetailItem } from '@salon/contract';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '#web/components/Checkbox';
import { Field, selectClass } from '#web/components/Field';
import { EditorActions } from '#web/staff/components/EditorActions';
import { InputField, TextareaField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { useFieldErrors, useStaffT } from '#web/staff/lib/i18n';
import { useAddRetailItem } from '../api/add-retail-item';
import { useSaveRetailItem } from '../api/save-retail-item';
import { englishOf } from '../service-form';

const num = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? (null as unknown as number) : Number(s));

/**
 * A retail item's name, description, price, hidden and archived; a new one also its starting stock
 * and category. Its stock later moves only by adjustments (each with a reason).
 */
export function RetailItemEditor({
  item,
  retail,
  onDone,
}: {
  item: StaffRetailItem | null;
  retail: StaffRetail;
  onDone: () => void;
}) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const addItem = useAddRetailItem(code);
  const saveItem = useSaveRetailItem(code);
  const action = item ? saveItem : addItem;
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [enName, setEnName] = useState(item?.en?.name ?? '');
  const [enDescription, setEnDescription] = useState(item?.en?.description ?? '');
  const [price, setPrice] = useState(item ? String(item.price) : '');
  const [stock, setStock] = useState('0');
  const [categoryId, setCategoryId] = useState(retail.categories[0]?.id ?? '');
  const [hidden, setHidden] = useState(item?.hidden ?? false);
  const [archived, setArchived] = useState(item?.archived ?? false);
  const { err } = useFieldErrors(action.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      description: description.trim() === '' ? null : description,
      en: englishOf(enName, enDescription),
      image: item?.image ?? null,
      price: num(price),
      hidden,
      archived,
    };
    if (item) saveItem.mutate({ itemId: item.id, body }, { onSuccess: onDone });
    else addItem.mutate({ ...body, stock: num(stock), ...(categoryId ? { categoryId } : {}) }, { onSuccess: onDone });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="retail-form">
      <InputField id="item-name" label={t('retail.name')} error={err('name')} value={name} onChange={setName} />
      <TextareaField
        id="item-description"
        label={t('retail.description')}
        optional={t('common.optional')}
        error={err('description')}
        rows={2}
        value={description}
        onChange={setDescription}
      />
      <InputField
        id="item-en-name"
        label={t('menu.enName')}
        optional={t('common.optional')}
        error={err('en.name')}
        value={enName}
        onChange={setEnName}
        input={{ lang: 'en' }}
      />
      {enName.trim() !== '' && (
        <TextareaField
          id="item-en-description"
          label={t('menu.enDescription')}
          optional={t('common.optional')}
          error={err('en.description')}
          rows={2}
          value={enDescription}
          onChange={setEnDescription}
        />
      )}
      <InputField
        id="item-price"
        label={t('retail.price')}
        error={err('price')}
        input={{ inputMode: 'numeric' }}
        value={price}
        onChange={setPrice}
      />
      {!item && (
        <>
          <InputField
            id="item-stock"
            label={t('retail.startStock')}
            error={err('stock')}
            input={{ inputMode: 'numeric' }}
            value={stock}
            onChange={setStock}
          />
          {retail.categories.length > 0 && (
            <Field id="item-category" label={t('retail.category')} error={err('categoryId')}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={categoryId}
                  onChange={(e) => setCategoryId(e.target.value)}
                >
                  {retail.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                  <option value="">{t('retail.noCategory')}</option>
                </select>
              )}
            </Field>
          )}
        </>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t('menu.visibility')}</legend>
        <Checkbox
          id="item-hidden"
          label={t('retail.hiddenLabel')}
          checked={hidden}
          onChange={(e) => setHidden(e.target.checked)}
        />
        <Checkbox
          id="item-archived"
          label={t('retail.archivedLabel')}
          checked={archived}
          onChange={(e) => setArchived(e.target.checked)}
        />
      </fieldset>
      <EditorActions action={action} submitLabel={item ? t('menu.save') : t('retail.add')} onCancel={onDone} />
    </form>
  );
}
