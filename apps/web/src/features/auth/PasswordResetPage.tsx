import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes';
import { useStoreParams } from '../../app/use-store-params';
import { ApiError } from '../../lib/api';
import { nowSeconds } from '../../lib/clock';
import { useErrorText } from '../profile/ProfileFields';
import { PASSWORD_MIN, passwordProblem } from '../profile/validation';
import { authApi } from './auth-api';
import { completeSignIn } from './complete';
import { authErrorMessage } from './errors';
import { clearLoginSession, hasRegistrationSession, readLoginSession } from './login-session';
import { PasswordField } from './PasswordField';
import { PhoneStep } from './PhoneStep';
import { formatPhone } from './phone';
import { CardHeading, FormAlert, linkButtonClass, SubmitButton } from './ui';

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
      const login = await authApi.forgotPassword(cname, session.authToken ?? '', password);
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
      <FormAlert message={formError} />
      <SubmitButton busy={isSubmitting} busyLabel={t('common.working')}>
        {t('password.save')}
      </SubmitButton>
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
        <Link to={pathTo('UserLogin', { cname, userId }, search)} className={`${linkButtonClass} text-muted`}>
          {t('password.useCode')}
        </Link>
      </div>
    </>
  );
}
