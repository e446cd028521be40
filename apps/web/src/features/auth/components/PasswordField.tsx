import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';
import { Field, inputClass } from '#web/components/Field';

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
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            className={`${inputClass} pr-20`}
            {...registration}
          />
          <Button
            variant="link"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-0.5 right-1"
          >
            {shown ? t('password.hide') : t('password.show')}
          </Button>
        </div>
      )}
    </Field>
  );
}
