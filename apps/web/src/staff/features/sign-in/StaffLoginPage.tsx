import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Field, inputClass } from '#web/components/Field';
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
        <Field id="staff-email" label={t('login.email')}>
          <input
            id="staff-email"
            type="email"
            autoComplete="username"
            required
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id="staff-password" label={t('login.password')}>
          <input
            id="staff-password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Banner tone="error">{login.isError ? errorText(login.error, locale) : null}</Banner>
        <Button type="submit" size="lg" block loading={login.isPending} disabled={!email || !password}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
