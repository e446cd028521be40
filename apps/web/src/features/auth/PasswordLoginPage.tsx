import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { useErrorText } from '#web/features/profile/components/ProfileFields';
import { emailOtpLogin } from './api/email-otp-login';
import { completeSignIn } from './complete';
import { type BindFailure, LineBindFailedDialog } from './components/LineBindFailedDialog';
import { PasswordField } from './components/PasswordField';
import { PhoneFields, type PhoneFormValues } from './components/PhoneFields';
import { CardHeading } from './components/ui';
import { authErrorMessage } from './errors';
import { DEFAULT_COUNTRY, toE164 } from './phone';

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
  const { register, watch, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { country: DEFAULT_COUNTRY, phone: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ country, phone, password }) => {
    setFormError(null);
    const e164 = toE164(phone, country);
    if (!e164) {
      setError('phone', { message: 'invalid' }, { shouldFocus: true });
      return;
    }
    try {
      const login = await emailOtpLogin(cname, e164, password);
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
        <Banner tone="error">{formError}</Banner>
        <Button type="submit" size="lg" block loading={isSubmitting} loadingLabel={t('password.signingIn')}>
          {t('password.submit')}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-1">
        <ButtonLink to={pathTo('AuthEmailForget', base, search)} variant="link" replace>
          {t('password.forgot')}
        </ButtonLink>
        <ButtonLink to={pathTo('UserLogin', base, search)} variant="mutedLink" replace>
          {t('password.useCode')}
        </ButtonLink>
      </div>
      <LineBindFailedDialog failure={bindError} />
    </>
  );
}
