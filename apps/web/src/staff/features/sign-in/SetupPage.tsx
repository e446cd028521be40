import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, fieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useStaffSetPassword } from './api/set-password';
import { AuthCard } from './components/AuthCard';
import { setupToken } from './links';

const MIN_PASSWORD = 10;

/** Setting one's password from an invitation (or a new owner's link), which also signs in. */
export default function SetupPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const navigate = useNavigate();
  const setPassword = useStaffSetPassword(code);
  const [token] = useState(() => setupToken(window.location.hash));
  const [password, setPasswordText] = useState('');
  const [again, setAgain] = useState('');
  const [shown, setShown] = useState(false);

  const tooShort = password.length < MIN_PASSWORD;
  const mismatch = again !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!token || tooShort || mismatch) return;
    setPassword.mutate({ token, password }, { onSuccess: () => navigate(`/${code}/staff`, { replace: true }) });
  };
  const apiFields = fieldErrors(setPassword.error);

  return (
    <AuthCard title={t('setup.title')}>
      {!token ? (
        <Banner tone="error">{t('setup.noToken')}</Banner>
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <p className="text-sm text-muted">{t('setup.intro')}</p>
          <InputField
            id="staff-new-password"
            label={t('setup.password')}
            hint={t('setup.hint', { count: MIN_PASSWORD })}
            error={shown && tooShort ? t('setup.tooShort', { count: MIN_PASSWORD }) : (apiFields.password ?? null)}
            input={{ type: 'password', autoComplete: 'new-password' }}
            value={password}
            onChange={setPasswordText}
          />
          <InputField
            id="staff-password-again"
            label={t('setup.again')}
            error={shown && !tooShort && mismatch ? t('setup.mismatch') : null}
            input={{ type: 'password', autoComplete: 'new-password' }}
            value={again}
            onChange={setAgain}
          />
          <Banner tone="error">{setPassword.isError ? errorText(setPassword.error, locale) : null}</Banner>
          <Button type="submit" size="lg" block loading={setPassword.isPending}>
            {t('setup.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
