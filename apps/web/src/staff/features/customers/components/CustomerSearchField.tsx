import { Field, inputClass } from '#web/components/Field';

/** The search box of a customer search (useCustomerSearch): part of a name or phone. */
export function CustomerSearchField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="search"
          autoComplete="off"
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
