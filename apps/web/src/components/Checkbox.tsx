import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * A checkbox with its label (the whole row is the 44 px touch target) and an error announced when
 * it shows and tied to the box with aria-describedby. `children` go between the label and the error.
 */
export function Checkbox({
  id,
  label,
  error,
  children,
  className = '',
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  children?: ReactNode;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className' | 'children'>) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          className="size-5 shrink-0 accent-brand-600"
          {...input}
        />
        <span>{label}</span>
      </label>
      {children}
      {error && (
        <p id={errorId} role="alert" className="mt-2 ml-8 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
