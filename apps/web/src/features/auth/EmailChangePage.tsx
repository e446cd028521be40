import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes';
import { useStoreParams } from '../../app/use-store-params';
import { ApiError } from '../../lib/api';
import { nowSeconds } from '../../lib/clock';
import { queryClient } from '../../lib/query-client';
import { EmailField } from '../profile/ProfileFields';
import { authApi } from './auth-api';
import { authErrorMessage } from './errors';
import { clearLoginSession, hasRegistrationSession, readLoginSession } from './login-session';
import { PhoneStep } from './PhoneStep';
import { CardHeading, FormAlert, FormStatus, primaryButtonClass, SubmitButton } from './ui';

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
      const result = await authApi.resetEmail(cname, readLoginSession(cname).authToken ?? '', email.trim());
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
          <FormStatus message={t('emailChange.done', { email: done })} />
          <Link to={pathTo('UserProfile', { cname, userId })} className={primaryButtonClass}>
            {t('emailChange.toProfile')}
          </Link>
        </div>
      ) : verified ? (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
          <EmailField register={register} errors={errors} required />
          <FormAlert message={formError} />
          <SubmitButton busy={isSubmitting} busyLabel={t('common.working')}>
            {t('emailChange.save')}
          </SubmitButton>
        </form>
      ) : (
        <>
          <FormAlert message={formError} />
          <PhoneStep purpose="email" submitLabel={t('emailChange.verifyFirst')} />
        </>
      )}
    </>
  );
}
