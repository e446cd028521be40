import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, Field, inputClass } from './ui';

/** A password input with a show/hide toggle. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  autoComplete,
  registration,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, !!hint, !!error)}
          className={`${inputClass} pr-20`}
          {...registration}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {shown ? t('password.hide') : t('password.show')}
        </button>
      </div>
    </Field>
  );
}
