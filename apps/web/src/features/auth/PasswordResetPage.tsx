import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { PASSWORD_MIN, passwordProblem } from '#web/features/profile';
import { useErrorText } from '#web/features/profile/components/ProfileFields';
import { ApiError } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { forgotPassword } from './api/forgot-password';
import { completeSignIn } from './complete';
import { PasswordField } from './components/PasswordField';
import { PhoneStep } from './components/PhoneStep';
import { CardHeading } from './components/ui';
import { authErrorMessage } from './errors';
import { clearLoginSession, hasRegistrationSession, readLoginSession } from './login-session';
import { formatPhone } from './phone';

interface Values {
  password: string;
  confirm: string;
}

function NewPasswordForm({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const { cname, userId } = useStoreParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const session = readLoginSession(cname);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { password: '', confirm: '' }, shouldFocusError: true });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const login = await forgotPassword(cname, session.authToken ?? '', password);
      const done = await completeSignIn({ cname, userId }, login, search);
      navigate(done.destination, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 'AUTH_SESSION_INVALID') {
        clearLoginSession(cname, { keepLine: true });
        onRestart();
      }
      setFormError(authErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
      {session.phoneE164 && (
        <p className="text-sm text-muted">{t('register.verified', { phone: formatPhone(session.phoneE164) })}</p>
      )}
      <PasswordField
        id="password"
        label={t('password.newLabel')}
        autoComplete="new-password"
        error={text(errors.password)}
        registration={register('password', {
          validate: (v) => {
            const problem = passwordProblem(v);
            return problem ? JSON.stringify(problem) : true;
          },
        })}
      />
      <PasswordField
        id="confirm"
        label={t('password.confirmLabel')}
        autoComplete="new-password"
        error={text(errors.confirm)}
        registration={register('confirm', {
          validate: (v, values) =>
            v === values.password ? true : JSON.stringify({ key: 'validation.passwordMismatch' }),
        })}
      />
      <Banner tone="error">{formError}</Banner>
      <Button type="submit" size="lg" block loading={isSubmitting} loadingLabel={t('common.working')}>
        {t('password.save')}
      </Button>
    </form>
  );
}

/** AuthEmailForget: verify the phone with a code, then set a new sign-in password (forgotPassword). */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const [search] = useSearchParams();
  const [verified, setVerified] = useState(() => {
    const session = readLoginSession(cname);
    return session.purpose === 'password' && hasRegistrationSession(session, nowSeconds());
  });
  return (
    <>
      <CardHeading title={t('password.resetTitle')} intro={t('password.resetIntro', { min: PASSWORD_MIN })} />
      {verified ? (
        <NewPasswordForm onRestart={() => setVerified(false)} />
      ) : (
        <PhoneStep purpose="password" submitLabel={t('password.verifyFirst')} />
      )}
      <div className="mt-4 flex justify-center">
        <ButtonLink to={pathTo('UserLogin', { cname, userId }, search)} variant="mutedLink" replace>
          {t('password.useCode')}
        </ButtonLink>
      </div>
    </>
  );
}
