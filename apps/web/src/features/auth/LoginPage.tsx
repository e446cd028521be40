import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { ButtonLink } from '#web/components/Button';
import { nowSeconds } from '#web/lib/clock';
import { PhoneStep } from './components/PhoneStep';
import { CardHeading } from './components/ui';
import { pendingLineLogin, readLoginSession } from './login-session';

export { signedInLoader as loader } from './signed-in-loader';

/** UserLogin: the phone number, then the code screen (Sms). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const [search] = useSearchParams();
  const binding = pendingLineLogin(readLoginSession(cname), nowSeconds()) !== null;
  return (
    <>
      <CardHeading title={t('login.title')} intro={t('login.intro')} />
      {binding && (
        <Banner tone="info" className="mb-4">
          {t('login.lineBinding')}
        </Banner>
      )}
      <PhoneStep purpose="signIn" />
      <div className="mt-4 flex justify-center">
        <ButtonLink to={pathTo('AuthEmailLogin', { cname, userId }, search)} variant="link" replace>
          {t('login.passwordLogin')}
        </ButtonLink>
      </div>
      <p className="mt-4 border-t border-line/70 pt-4 text-center text-xs leading-relaxed text-muted">
        {t('login.terms')}{' '}
        <Link
          to={pathTo('Terms', { cname, userId })}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t('login.termsLink')}
        </Link>
      </p>
    </>
  );
}
