import type { EndpointBody } from '@salon/contract';
import { type ProductKind, shownText } from '@salon/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/Button';
import { InputField } from '#web/staff/components/FormFields';
import { errorText, fieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { englishOf } from '../service-form';

interface Action<V> {
  mutate: (variables: V, options?: { onSuccess?: () => unknown }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** One message for a refused category form: the field's (zh-TW: the API's words) or the code's. */
function useRefusal(action: Action<never>) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  if (!action.isError) return null;
  const fields = fieldErrors(action.error);
  const first = Object.values(fields)[0];
  if (first) return locale === 'en' ? t('errors.field') : first;
  return errorText(action.error, locale);
}

/** Adds a category of a kind at the end of its list. */
export function NewCategory({
  kind,
  action,
}: {
  kind: ProductKind;
  action: Action<EndpointBody<'staffCreateCategory'>>;
}) {
  const { t } = useStaffT();
  const [name, setName] = useState('');
  const refusal = useRefusal(action as Action<never>);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ name, kind }, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" data-testid={`new-category-${kind}`}>
      <div className="min-w-56 flex-1">
        <InputField
          id={`new-category-${kind}`}
          label={t('menu.newCategory')}
          error={refusal}
          value={name}
          onChange={setName}
        />
      </div>
      <Button type="submit" variant="secondary" loading={action.isPending} className="mb-0.5">
        {t('menu.addCategory')}
      </Button>
    </form>
  );
}

/** A category's heading with rename, move up and down, and (for services) add a service to it. */
export function CategoryBar({
  category,
  first,
  last,
  onMove,
  moving,
  rename,
  onAdd,
}: {
  category: { id: string; name: string; en?: { name: string } | null };
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  moving: boolean;
  rename: Action<{ categoryId: string; body: EndpointBody<'staffUpdateCategory'> }>;
  onAdd?: () => void;
}) {
  const { t } = useStaffT();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [enName, setEnName] = useState(category.en?.name ?? '');
  const locale = useStaffLocale();
  const shown = shownText(category, locale).name;
  const refusal = useRefusal(rename as Action<never>);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { categoryId: category.id, body: { name, en: englishOf(enName) } },
      { onSuccess: () => setEditing(false) },
    );
  };
  if (editing)
    return (
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2 pb-2">
        <div className="min-w-56 flex-1">
          <InputField
            id={`rename-${category.id}`}
            label={t('menu.categoryName')}
            error={refusal}
            value={name}
            onChange={setName}
          />
        </div>
        <div className="min-w-56 flex-1">
          <InputField
            id={`rename-en-${category.id}`}
            label={t('menu.categoryEnName')}
            optional={t('common.optional')}
            value={enName}
            onChange={setEnName}
            input={{ lang: 'en' }}
          />
        </div>
        <Button type="submit" loading={rename.isPending}>
          {t('menu.save')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </Button>
      </form>
    );
  return (
    <div className="flex flex-wrap items-center gap-2 pb-2">
      <h2 id={`category-${category.id}`} className="mr-auto text-lg font-semibold">
        {shown}
      </h2>
      <Button
        variant="secondary"
        disabled={first || moving}
        aria-label={t('menu.moveUp', { name: shown })}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        disabled={last || moving}
        aria-label={t('menu.moveDown', { name: shown })}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
      <Button variant="secondary" aria-label={t('menu.renameNamed', { name: shown })} onClick={() => setEditing(true)}>
        {t('menu.rename')}
      </Button>
      {onAdd && (
        <Button aria-label={t('menu.addServiceTo', { name: shown })} onClick={onAdd}>
          {t('menu.addService')}
        </Button>
      )}
    </div>
  );
}
