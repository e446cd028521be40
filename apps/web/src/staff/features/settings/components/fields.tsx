import type { EndpointResult } from '@salon/contract';
import { Checkbox } from '#web/components/Checkbox';
import { ChoiceField, InputField, TextareaField } from '#web/staff/components/FormFields';

/** The settings screen's draft and its fields, each bound to one setting and to the API's error for it. */

export type Settings = EndpointResult<'staffSettings'>;

export interface Bind {
  draft: Settings;
  set: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  /** The API's message for a field's path (`cancelCondition.0.deadline`), in the staff's language. */
  error: (path: string) => string | null;
}

type Keys<V> = { [K in keyof Settings]: Settings[K] extends V ? K : never }[keyof Settings];

const fieldId = (name: string) => `setting-${name}`;

export function NumberField({
  bind,
  name,
  label,
  hint,
  min,
  max,
}: {
  bind: Bind;
  name: Keys<number>;
  label: string;
  hint?: string;
  min?: number;
  max?: number;
}) {
  return (
    <InputField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={bind.error(name)}
      input={{ type: 'number', inputMode: 'numeric', min, max }}
      value={Number.isNaN(bind.draft[name]) ? '' : bind.draft[name]}
      onChange={(text) => bind.set(name, text === '' ? Number.NaN : Number(text))}
    />
  );
}

export function Toggle({ bind, name, label }: { bind: Bind; name: Keys<boolean>; label: string }) {
  return (
    <Checkbox
      id={fieldId(name)}
      label={label}
      checked={bind.draft[name]}
      error={bind.error(name)}
      onChange={(e) => bind.set(name, e.target.checked)}
    />
  );
}

export function SelectField<K extends Keys<string>>({
  bind,
  name,
  label,
  hint,
  options,
}: {
  bind: Bind;
  name: K;
  label: string;
  hint?: string;
  options: { value: Settings[K]; label: string }[];
}) {
  return (
    <ChoiceField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={bind.error(name)}
      value={bind.draft[name]}
      onChange={(value) => bind.set(name, value)}
      options={options}
    />
  );
}

/** A text setting; an emptied optional one is sent as null. */
export function TextField({
  bind,
  name,
  label,
  hint,
  rows,
  type = 'text',
}: {
  bind: Bind;
  name: Keys<string | null>;
  label: string;
  hint?: string;
  rows?: number;
  type?: 'text' | 'url';
}) {
  const value = bind.draft[name] ?? '';
  const nullable = name !== 'notes';
  const change = (text: string) => bind.set(name, (text === '' && nullable ? null : text) as never);
  const field = { id: fieldId(name), label, hint, error: bind.error(name), value, onChange: change };
  return rows ? <TextareaField {...field} rows={rows} /> : <InputField {...field} input={{ type }} />;
}
