import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Button } from '#web/components/Button';
import { isGender } from '#web/features/profile';
import { GenderField, LastNameField, type ProfileFormValues } from '#web/features/profile/components/ProfileFields';
import { CardHeading } from './components/ui';
import { readLoginSession, STEP_TWO_PUSHED, updateLoginSession } from './login-session';
import { formatPhone } from './phone';

type Values = Pick<ProfileFormValues, 'lastName' | 'gender'>;

/** Register (needLoginSession): step 1 of 2 — the name the salon calls the customer, and gender. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = readLoginSession(cname);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { lastName: session.register?.lastName ?? '', gender: session.register?.gender ?? '' },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(({ lastName, gender }) => {
    if (!isGender(gender)) return;
    updateLoginSession(cname, { register: { ...session.register, lastName: lastName.trim(), gender } });
    // Step 2 is an entry of its own: the phone's back returns here (RegisterProfilePage gives it back).
    navigate(pathTo('RegisterProfile', { cname, userId }, search), { state: STEP_TWO_PUSHED });
  });

  return (
    <>
      <CardHeading
        step={t('register.step', { step: 1 })}
        title={t('register.title')}
        intro={t('register.verified', { phone: session.phoneE164 ? formatPhone(session.phoneE164) : '' })}
      />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <LastNameField register={register} errors={errors} />
        <GenderField register={register} errors={errors} />
        <Button type="submit" size="lg" block>
          {t('register.next')}
        </Button>
      </form>
    </>
  );
}
