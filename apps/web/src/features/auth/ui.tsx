import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';

/** Building blocks of the sign-in and profile forms, in the look of the store and menu screens. */

export const inputClass =
  'block h-12 w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink placeholder:text-muted/60 transition focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100 disabled:bg-canvas disabled:text-muted';

export const selectClass = `${inputClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235f6b66' stroke-width='1.8' stroke-linecap='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")] bg-[length:1.1rem] bg-[right_0.6rem_center] bg-no-repeat pr-8`;

export const primaryButtonClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 font-semibold text-white shadow-md shadow-brand-900/10 transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-300 disabled:shadow-none';

export const secondaryButtonClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-white px-5 font-medium text-ink ring-1 ring-line transition hover:ring-brand-300 disabled:cursor-not-allowed disabled:text-muted';

export const linkButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline';

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

/** A submit button that shows its busy label and blocks double submits. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  className = primaryButtonClass,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy || disabled} aria-disabled={busy || disabled} className={className}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A form-level error; role=alert is announced as soon as it shows. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <div id={id} role="alert" aria-live="assertive" className="empty:hidden">
      {message && (
        <p className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm leading-relaxed text-red-800 ring-1 ring-red-100">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/** A polite status line (sent, saved). Kept in the page while empty, so its change is announced. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-brand-800 ring-1 ring-brand-100">{message}</p>
      )}
    </div>
  );
}

/** The ids a field's input points at with aria-describedby. */
export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

/** Label, control, hint and error of one field. */
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
  children: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline gap-2 text-sm font-medium text-ink">
        {label}
        {optional && <span className="text-xs font-normal text-muted">{optional}</span>}
      </label>
      {children}
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

/** The heading block of a sign-in card. */
export function CardHeading({ title, intro, step }: { title: string; intro?: ReactNode; step?: string }) {
  return (
    <header className="mb-5 space-y-1.5">
      {step && <p className="text-xs font-medium tracking-wide text-brand-600">{step}</p>}
      <h1 className="text-xl font-semibold tracking-wide">{title}</h1>
      {intro && <p className="text-sm leading-relaxed text-muted">{intro}</p>}
    </header>
  );
}
