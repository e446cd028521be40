import { inputClass } from '#web/components/Field';
import type { ServiceForm } from '../service-form';

/** The pieces of the per-designer terms tables (a service's, a sub-item's): head, number cells, row error. */

/** What a terms table edits: the service's form, and the API's message for a field's path. */
export interface TermsProps {
  form: ServiceForm;
  onChange: (form: ServiceForm) => void;
  error: (path: string) => string | null;
}

const cell = `${inputClass} h-11 px-2 text-sm`;

/** The table's head: one column a label, with its width class. */
export function TermsHead({ columns }: { columns: { label: string; width?: string }[] }) {
  return (
    <thead>
      <tr className="text-left text-xs text-muted">
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.width ? `${c.width} py-1 font-medium` : 'py-1 font-medium'}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A price or minutes cell: the designer's own figure, or the default shown greyed while not their own. */
export function TermCell({
  label,
  disabled,
  value,
  onChange,
  last = false,
}: {
  label: string;
  disabled: boolean;
  value: string;
  onChange: (text: string) => void;
  last?: boolean;
}) {
  return (
    <td className={last ? 'py-1' : 'py-1 pr-2'}>
      <input
        aria-label={label}
        inputMode="numeric"
        disabled={disabled}
        className={cell}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </td>
  );
}

/** The API's refusal of row `i` of `list` (the row, its price or its duration), if any. */
export function rowError(error: (path: string) => string | null, list: string, i: number): string | null {
  if (i < 0) return null;
  return error(`${list}.${i}`) ?? error(`${list}.${i}.price`) ?? error(`${list}.${i}.duration`);
}
