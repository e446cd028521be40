import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { authErrorMessage } from '../errors';
import type { LoginPurpose } from '../login-session';
import { readLoginSession } from '../login-session';
import { countryOf, DEFAULT_COUNTRY, nationalInput, toE164 } from '../phone';
import { requestCode } from '../send-code';
import { PhoneFields, type PhoneFormValues } from './PhoneFields';

/** Phone entry: validates the number, sends the code and opens the code screen (query kept). */
export function PhoneStep({ purpose, submitLabel }: { purpose: LoginPurpose; submitLabel?: string }) {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [defaults] = useState<PhoneFormValues>(() => {
    const previous = readLoginSession(cname).phoneE164;
    return previous
      ? { country: countryOf(previous) ?? DEFAULT_COUNTRY, phone: nationalInput(previous) }
      : { country: DEFAULT_COUNTRY, phone: '' };
  });
  const {
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneFormValues>({ defaultValues: defaults, shouldFocusError: true });

  const onSubmit = handleSubmit(async ({ country, phone }) => {
    setFormError(null);
    const e164 = toE164(phone, country);
    if (!e164) {
      setError('phone', { message: 'invalid' }, { shouldFocus: true });
      return;
    }
    const outcome = await requestCode(cname, e164, purpose);
    if (outcome.type === 'sent') {
      navigate(pathTo('Sms', { cname, userId }, search), { replace: true, state: { tooSoon: outcome.tooSoon } });
    } else if (outcome.type === 'badPhone') {
      setError('phone', { message: 'invalid' }, { shouldFocus: true });
    } else {
      setFormError(authErrorMessage(outcome.error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
      <PhoneFields register={register} errors={errors} watch={watch} autoFocus={!defaults.phone} />
      <Banner tone="error">{formError}</Banner>
      <Button type="submit" size="lg" block loading={isSubmitting} loadingLabel={t('login.sending')}>
        {submitLabel ?? t('login.submit')}
      </Button>
    </form>
  );
}
