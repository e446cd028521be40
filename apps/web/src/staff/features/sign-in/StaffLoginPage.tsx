import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useStaffLogin } from './api/staff-login';
import { AuthCard } from './components/AuthCard';
import { afterSignIn } from './links';

/** Staff sign-in: e-mail and password (the API answers a session cookie and a CSRF token). */
export default function LoginPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useStaffLogin(code);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate(afterSignIn(code, params.get('next')), { replace: true }) },
    );
  };

  return (
    <AuthCard title={t('login.title')}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <InputField
          id="staff-email"
          label={t('login.email')}
          input={{ type: 'email', autoComplete: 'username', required: true }}
          value={email}
          onChange={setEmail}
        />
        <InputField
          id="staff-password"
          label={t('login.password')}
          input={{ type: 'password', autoComplete: 'current-password', required: true }}
          value={password}
          onChange={setPassword}
        />
        <Banner tone="error">{login.isError ? errorText(login.error, locale) : null}</Banner>
        <Button type="submit" size="lg" block loading={login.isPending} disabled={!email || !password}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
