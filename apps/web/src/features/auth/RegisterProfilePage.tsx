import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { emptyBirth, parseBirth, todayIn } from '#web/features/profile';
import {
  BirthField,
  EmailField,
  formFieldOf,
  type ProfileFormValues,
} from '#web/features/profile/components/ProfileFields';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { ApiError } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { registerCustomer } from './api/register';
import { completeSignIn } from './complete';
import { CardHeading } from './components/ui';
import { authErrorMessage, fieldErrorsOf } from './errors';
import {
  clearLoginSession,
  pendingLineLogin,
  readLoginSession,
  updateLoginSession,
  wasPushedFromStepOne,
} from './login-session';

/** Step 2 needs step 1 (the route guard has checked the login session itself). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const cname = params.cname ?? '';
  if (readLoginSession(cname).register) return null;
  throw redirect(pathTo('Register', { cname, userId: params.userId }, new URL(request.url).searchParams));
}

type Values = Pick<ProfileFormValues, 'birth' | 'email'>;

/** Birthday and e-mail as typed before on this step (kept in the login session), else empty. */
function typedBefore(cname: string): Values {
  const step1 = readLoginSession(cname).register;
  return { birth: step1?.birth ?? emptyBirth, email: step1?.email ?? '' };
}

/** Codes after which this registration cannot go on: verify the phone again, or sign in. */
const RESTART = new Set(['AUTH_SESSION_INVALID', 'CUSTOMER_EXISTS']);

/** RegisterProfile (needLoginSession): step 2 of 2 — birthday and e-mail (optional), then register. */
export default function RegisterProfilePage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const base = { cname, userId };
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const pushed = wasPushedFromStepOne(useLocation().state);
  const timeZone = useStoreTimeZone();
  const [formError, setFormError] = useState<{ message: string; restart: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: typedBefore(cname), shouldFocusError: true });

  // What is typed stays in the login session: 上一步 (or back) and 下一步 bring it back.
  useEffect(() => {
    const subscription = watch(({ birth, email }) => {
      const step1 = readLoginSession(cname).register;
      if (!step1) return;
      updateLoginSession(cname, { register: { ...step1, birth: { ...emptyBirth, ...birth }, email: email ?? '' } });
    });
    return () => subscription.unsubscribe();
  }, [watch, cname]);

  const onSubmit = handleSubmit(async ({ birth, email }) => {
    setFormError(null);
    const session = readLoginSession(cname);
    if (!session.authToken || !session.register) {
      setFormError({ message: t('apiErrors.AUTH_SESSION_INVALID'), restart: true });
      return;
    }
    const lineLoginId = pendingLineLogin(session, nowSeconds());
    try {
      const login = await registerCustomer(cname, {
        authToken: session.authToken,
        lastName: session.register.lastName,
        gender: session.register.gender,
        birth: parseBirth(birth, todayIn(timeZone)).birth,
        email: email.trim() || null,
        ...(lineLoginId ? { lineLoginId } : {}),
      });
      const done = await completeSignIn(base, login, search, { bindLine: false });
      // Sign-in leaves one history entry behind (docs/decisions/web.md): over step 1's entry, back
      // to it, and its guard sends the customer, signed in now, on to the destination in its place.
      if (pushed) window.history.back();
      else navigate(done.destination, { replace: true });
    } catch (error) {
      let placed = false;
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        const name = formFieldOf(field);
        if (name === 'email' || name === 'birth.date') {
          setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (placed) return;
      const restart = error instanceof ApiError && RESTART.has(error.status);
      if (restart) clearLoginSession(cname, { keepLine: true });
      setFormError({ message: authErrorMessage(error, t), restart });
    }
  });

  return (
    <>
      <CardHeading
        step={t('register.step', { step: 2 })}
        title={t('register.profileTitle')}
        intro={t('register.profileIntro')}
      />
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
        <BirthField register={register} control={control} errors={errors} timeZone={timeZone} />
        <EmailField register={register} errors={errors} />
        <Banner tone="error">{formError?.message ?? null}</Banner>
        {formError?.restart ? (
          <ButtonLink to={pathTo('UserLogin', base, search)} variant="secondary" size="lg" block replace>
            {t('register.restart')}
          </ButtonLink>
        ) : (
          <Button type="submit" size="lg" block loading={isSubmitting} loadingLabel={t('register.submitting')}>
            {t('register.submit')}
          </Button>
        )}
        <p className="text-center text-xs leading-relaxed text-muted">
          {t('register.terms')}{' '}
          <Link to={pathTo('Terms', base)} className="font-medium text-brand-700 underline underline-offset-2">
            {t('register.termsLink')}
          </Link>
        </p>
      </form>
      <div className="mt-2 flex justify-center">
        {pushed ? (
          <Button variant="mutedLink" onClick={() => navigate(-1)}>
            {t('register.back')}
          </Button>
        ) : (
          <ButtonLink to={pathTo('Register', base, search)} variant="mutedLink" replace>
            {t('register.back')}
          </ButtonLink>
        )}
      </div>
    </>
  );
}
