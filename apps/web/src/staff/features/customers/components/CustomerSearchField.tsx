import { InputField } from '#web/staff/components/FormFields';

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
    <InputField
      id={id}
      label={label}
      hint={hint}
      input={{ type: 'search', autoComplete: 'off' }}
      value={value}
      onChange={onChange}
    />
  );
}
