import type { CustomerProfile } from '@salon/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useNavigate } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { authErrorMessage, fieldErrorsOf, formatPhone } from '#web/features/auth';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { queryClient } from '#web/lib/query-client';
import { customerQuery } from './api/customer-profile';
import { updateCustomer } from './api/update-customer';
import {
  BirthField,
  EmailField,
  formFieldOf,
  GenderField,
  LastNameField,
  type ProfileFormValues,
} from './components/ProfileFields';
import { birthToFields, isGender, parseBirth, todayIn } from './validation';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.cname) void queryClient.prefetchQuery(customerQuery(params.cname));
  return null;
}

function EditorForm({ customer }: { customer: CustomerProfile }) {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const profilePath = pathTo('UserProfile', { cname, userId });
  const timeZone = useStoreTimeZone();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    defaultValues: {
      lastName: customer.lastName,
      gender: customer.gender,
      birth: birthToFields(customer.birth),
      email: customer.email ?? '',
    },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!isGender(values.gender)) return;
    try {
      const updated = await updateCustomer(cname, {
        lastName: values.lastName.trim(),
        gender: values.gender,
        birth: parseBirth(values.birth, todayIn(timeZone)).birth,
        email: values.email.trim() || null,
      });
      queryClient.setQueryData(customerQuery(cname).queryKey, updated);
      navigate(profilePath, { replace: true, state: { saved: true } });
    } catch (error) {
      let placed = false;
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        const name = formFieldOf(field);
        if (name) {
          setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(authErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-4 p-4 pb-8">
      <Card as="div" raised className="space-y-5">
        <LastNameField register={register} errors={errors} />
        <GenderField register={register} errors={errors} />
        <BirthField register={register} control={control} errors={errors} timeZone={timeZone} />
        <EmailField register={register} errors={errors} />
        <div className="space-y-1.5">
          <p className="text-sm font-medium">{t('fields.phone')}</p>
          <p className="flex h-12 items-center rounded-xl bg-canvas px-3.5 text-base text-muted tabular-nums">
            {formatPhone(customer.phone)}
          </p>
          <p className="text-xs text-muted">{t('fields.phoneLocked')}</p>
        </div>
      </Card>
      <Banner tone="error">{formError}</Banner>
      <div className="flex gap-3">
        <Button variant="secondary" size="lg" onClick={() => navigate(profilePath)} className="flex-1">
          {t('editor.cancel')}
        </Button>
        <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t('editor.saving')} className="flex-[2]">
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}

/** ProfileEditor (passAuth): name, gender, birthday and e-mail, checked before PUT /customer. */
export default function ProfileEditorPage() {
  const { t } = useTranslation('auth');
  const { cname } = useStoreParams();
  const customer = useQuery(customerQuery(cname));
  if (customer.isPending) {
    return (
      <div role="status" className="space-y-4 p-4">
        <span className="sr-only">{t('profile.loading')}</span>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (customer.isError) {
    return (
      <div className="p-4">
        <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
      </div>
    );
  }
  return <EditorForm customer={customer.data} />;
}
