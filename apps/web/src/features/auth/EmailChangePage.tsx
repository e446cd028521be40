import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { EmailField } from '#web/features/profile/components/ProfileFields';
import { ApiError } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { queryClient } from '#web/lib/query-client';
import { resetEmail } from './api/reset-email';
import { PhoneStep } from './components/PhoneStep';
import { CardHeading } from './components/ui';
import { authErrorMessage } from './errors';
import { clearLoginSession, hasRegistrationSession, readLoginSession } from './login-session';

/** AuthEmailChange: verify the phone with a code, then set the e-mail on file (resetEmail). */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const [verified, setVerified] = useState(() => {
    const session = readLoginSession(cname);
    return session.purpose === 'email' && hasRegistrationSession(session, nowSeconds());
  });
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' }, shouldFocusError: true });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const result = await resetEmail(cname, readLoginSession(cname).authToken ?? '', email.trim());
      clearLoginSession(cname, { keepLine: true });
      queryClient.removeQueries({ queryKey: ['customer', cname] });
      setDone(result.email);
    } catch (error) {
      if (error instanceof ApiError && error.status === 'AUTH_SESSION_INVALID') {
        clearLoginSession(cname, { keepLine: true });
        setVerified(false);
      }
      setFormError(authErrorMessage(error, t));
    }
  });

  return (
    <>
      <CardHeading title={t('emailChange.title')} intro={done ? undefined : t('emailChange.intro')} />
      {done ? (
        <div className="space-y-5">
          <Banner tone="success">{t('emailChange.done', { email: done })}</Banner>
          <ButtonLink to={pathTo('UserProfile', { cname, userId })} size="lg" block>
            {t('emailChange.toProfile')}
          </ButtonLink>
        </div>
      ) : verified ? (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
          <EmailField register={register} errors={errors} required />
          <Banner tone="error">{formError}</Banner>
          <Button type="submit" size="lg" block loading={isSubmitting} loadingLabel={t('common.working')}>
            {t('emailChange.save')}
          </Button>
        </form>
      ) : (
        <>
          <Banner tone="error">{formError}</Banner>
          <PhoneStep purpose="email" submitLabel={t('emailChange.verifyFirst')} />
        </>
      )}
    </>
  );
}
