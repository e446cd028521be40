import type { ReactNode } from 'react';

/** The kit's text input and select look (48 px high, red when aria-invalid; a 3:1 focus ring on white). */
export const inputClass =
  'block h-12 w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink placeholder:text-muted/60 transition focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100 disabled:bg-canvas disabled:text-muted';

export const selectClass = `${inputClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235f6b66' stroke-width='1.8' stroke-linecap='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")] bg-[length:1.1rem] bg-[right_0.6rem_center] bg-no-repeat pr-8`;

/** The ids a field's control points at with aria-describedby. */
export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

/** What a field's control takes so that its label, hint and error are announced with it. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and error of one field. Children as a function receive the control's id,
 * aria-invalid and aria-describedby (pointing at the hint and the error).
 */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: string;
  hint?: string;
  error?: string | null;
  children: ReactNode | ((control: ControlProps) => ReactNode);
}) {
  const ids = fieldIds(id);
  const control: ControlProps = {
    id,
    'aria-invalid': !!error,
    'aria-describedby': describedBy(id, !!hint, !!error),
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline gap-2 text-sm font-medium text-ink">
        {label}
        {optional && <span className="text-xs font-normal text-muted">{optional}</span>}
      </label>
      {typeof children === 'function' ? children(control) : children}
      {hint && (
        <p id={ids.hint} className="text-xs leading-relaxed text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
