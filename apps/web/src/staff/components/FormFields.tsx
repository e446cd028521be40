import type { InputHTMLAttributes } from 'react';
import { Field, inputClass, selectClass } from '#web/components/Field';
import { Textarea } from '#web/components/Textarea';

/**
 * The staff editors' fields: the kit's Field (label, hint, error, ARIA) around one control bound to
 * a text value. What the control needs besides (type, step, inputMode, maxLength…) goes in `input`.
 */
interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  optional?: string;
  error?: string | null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function InputField({
  value,
  onChange,
  input,
  ...field
}: FieldProps & { value: string | number; onChange: (text: string) => void; input?: InputProps }) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A time of day (`HH:mm`) in the calendar's quarter hours. */
export function TimeField({
  value,
  onChange,
  ...field
}: FieldProps & { value: string; onChange: (text: string) => void }) {
  return <InputField {...field} input={{ type: 'time', step: 900 }} value={value} onChange={onChange} />;
}

export function TextareaField({
  value,
  onChange,
  rows,
  ...field
}: FieldProps & { value: string; onChange: (text: string) => void; rows: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <Textarea {...control} look="field" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** A select of `options` (value and label each). */
export function ChoiceField<V extends string>({
  value,
  onChange,
  options,
  ...field
}: FieldProps & { value: V; onChange: (value: V) => void; options: readonly { value: V; label: string }[] }) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
