import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes';
import { useStoreParams } from '../../app/use-store-params';
import { useErrorText } from '../profile/ProfileFields';
import { authApi } from './auth-api';
import { completeSignIn } from './complete';
import { authErrorMessage } from './errors';
import { type BindFailure, LineBindFailedDialog } from './LineBindFailedDialog';
import { PasswordField } from './PasswordField';
import { PhoneFields, type PhoneFormValues } from './PhoneFields';
import { DEFAULT_COUNTRY, toE164 } from './phone';
import { CardHeading, FormAlert, linkButtonClass, SubmitButton } from './ui';

export { signedInLoader as loader } from './signed-in-loader';

interface Values extends PhoneFormValues {
  password: string;
}

/** AuthEmailLogin: phone and password (set with 忘記密碼) instead of a code — POST /auth/emailOTPLogin. */
export default function PasswordLoginPage() {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const { cname, userId } = useStoreParams();
  const base = { cname, userId };
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [bindError, setBindError] = useState<BindFailure | null>(null);
  const {
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { country: DEFAULT_COUNTRY, phone: '', password: '' } });

  const onSubmit = handleSubmit(async ({ country, phone, password }) => {
    setFormError(null);
    const e164 = toE164(phone, country);
    if (!e164) {
      setError('phone', { message: 'invalid' }, { shouldFocus: true });
      return;
    }
    try {
      const login = await authApi.emailOTPLogin(cname, e164, password);
      const done = await completeSignIn(base, login, search);
      if (done.bindError) setBindError({ message: authErrorMessage(done.bindError, t), destination: done.destination });
      else navigate(done.destination, { replace: true });
    } catch (error) {
      setFormError(authErrorMessage(error, t));
    }
  });

  return (
    <>
      <CardHeading title={t('password.title')} intro={t('password.intro')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
        <PhoneFields register={register} errors={errors} watch={watch} autoFocus />
        <PasswordField
          id="password"
          label={t('password.label')}
          autoComplete="current-password"
          error={text(errors.password)}
          registration={register('password', {
            validate: (v) => (v ? true : JSON.stringify({ key: 'validation.passwordRequired' })),
          })}
        />
        <FormAlert message={formError} />
        <SubmitButton busy={isSubmitting} busyLabel={t('password.signingIn')}>
          {t('password.submit')}
        </SubmitButton>
      </form>
      <div className="mt-4 flex flex-col items-center gap-1">
        <Link to={pathTo('AuthEmailForget', base, search)} className={linkButtonClass}>
          {t('password.forgot')}
        </Link>
        <Link to={pathTo('UserLogin', base, search)} className={`${linkButtonClass} text-muted`}>
          {t('password.useCode')}
        </Link>
      </div>
      <LineBindFailedDialog failure={bindError} />
    </>
  );
}
