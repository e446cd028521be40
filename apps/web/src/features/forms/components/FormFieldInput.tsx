import type { FormFieldWire } from '@salon/contract';
import type { FormAnswer } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, fieldIds, inputClass } from '#web/components/Field';
import { Textarea } from '#web/components/Textarea';
import { SignaturePad } from './SignaturePad';

export interface FieldInputProps {
  /** The question, its words in the language shown (formTexts: `choiceLabels` name its choices). */
  field: FormFieldWire & { choiceLabels?: string[] };
  value: FormAnswer | undefined;
  error: string | null;
  /** Today in the store's zone, 'YYYY-MM-DD' (a date field's 'today' bound). */
  today: string;
  onChange: (value: FormAnswer) => void;
  /** A Signature field's drawing, a PNG data URL (null when cleared). */
  onSignature: (png: string | null) => void;
}

const controlId = (field: FormFieldWire) => `form-field-${field.id}`;

/** Label (or legend), hint, error and the control of one question, by its kind. */
export function FormFieldInput(props: FieldInputProps) {
  const { field, error } = props;
  const { t } = useTranslation();
  const id = controlId(field);
  const ids = fieldIds(id);
  const grouped = field.kind === 'SingleChoice' || field.kind === 'MultipleChoice' || field.kind === 'YesNo';
  const title = (
    <span className="flex items-baseline gap-2 text-sm font-medium text-ink">
      {field.label}
      <span className={`text-xs font-normal ${field.required ? 'text-red-700' : 'text-muted'}`}>
        {field.required ? t('forms.required') : t('forms.optional')}
      </span>
    </span>
  );
  const footer: ReactNode = (
    <>
      {field.description && (
        <p id={ids.hint} className="text-xs leading-relaxed text-muted">
          {field.description}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-xs font-medium text-red-700" data-testid={`error-${field.id}`}>
          {error}
        </p>
      )}
    </>
  );
  if (grouped) {
    return (
      <fieldset
        className="space-y-2"
        aria-describedby={describedBy(id, !!field.description, !!error)}
        aria-invalid={!!error}
        data-field={field.id}
      >
        <legend className="mb-1.5">{title}</legend>
        <Control {...props} />
        {footer}
      </fieldset>
    );
  }
  return (
    <div className="space-y-1.5" data-field={field.id}>
      <label htmlFor={id} className="block">
        {title}
      </label>
      <Control {...props} />
      {footer}
    </div>
  );
}

function Control({ field, value, error, today, onChange, onSignature }: FieldInputProps) {
  const { t } = useTranslation();
  const id = controlId(field);
  const aria = { 'aria-invalid': !!error, 'aria-describedby': describedBy(id, !!field.description, !!error) };
  const bound = (b: string | undefined) => (b === 'today' ? today : b);
  switch (field.kind) {
    case 'ShortText':
      return (
        <input
          id={id}
          className={inputClass}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength ?? 200}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
    case 'LongText':
      return (
        <Textarea
          look="field"
          id={id}
          rows={4}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength ?? 2000}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
    case 'Date':
      return (
        <input
          id={id}
          type="date"
          className={inputClass}
          value={typeof value === 'string' ? value : ''}
          min={bound(field.minDate)}
          max={bound(field.maxDate)}
          onChange={(e) => onChange(e.target.value || null)}
          {...aria}
        />
      );
    case 'YesNo':
      return (
        <Choices
          name={id}
          options={[
            { value: 'yes', label: t('forms.yes') },
            { value: 'no', label: t('forms.no') },
          ]}
          selected={value === true ? ['yes'] : value === false ? ['no'] : []}
          onToggle={(v) => onChange(v === 'yes')}
        />
      );
    case 'SingleChoice':
      return (
        <Choices
          name={id}
          options={(field.choices ?? []).map((c, i) => ({ value: c, label: field.choiceLabels?.[i] ?? c }))}
          selected={typeof value === 'string' ? [value] : []}
          onToggle={(v) => onChange(v)}
        />
      );
    case 'MultipleChoice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Choices
          name={id}
          multiple
          options={(field.choices ?? []).map((c, i) => ({ value: c, label: field.choiceLabels?.[i] ?? c }))}
          selected={chosen}
          onToggle={(v) => onChange(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v])}
        />
      );
    }
    case 'Signature':
      return (
        <>
          {typeof value === 'string' && value && (
            <p className="text-xs font-medium text-brand-700">{t('forms.signature.signed')}</p>
          )}
          <SignaturePad
            id={id}
            label={t('forms.signature.image', { label: field.label })}
            invalid={!!error}
            describedBy={aria['aria-describedby']}
            onChange={onSignature}
          />
        </>
      );
  }
}

/** Radio or checkbox inputs that look like chips (44 px targets; the focus ring follows the input). */
function Choices({
  name,
  options,
  selected,
  multiple = false,
  onToggle,
}: {
  name: string;
  options: { value: string; label: string }[];
  selected: string[];
  multiple?: boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((o) => {
        const on = selected.includes(o.value);
        return (
          <label
            key={o.value}
            className={`relative inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-full px-4 text-sm ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
              on
                ? 'bg-brand-600 font-medium text-white ring-brand-600'
                : 'bg-white text-ink ring-line hover:ring-brand-300'
            }`}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.value}
              checked={on}
              onChange={() => onToggle(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        );
      })}
    </div>
  );
}
