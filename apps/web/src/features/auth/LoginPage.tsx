import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes';
import { useStoreParams } from '../../app/use-store-params';
import { Icon } from '../../components/Icon';
import { nowSeconds } from '../../lib/clock';
import { pendingLineLogin, readLoginSession } from './login-session';
import { PhoneStep } from './PhoneStep';
import { CardHeading, linkButtonClass } from './ui';

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
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-brand-800">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          {t('login.lineBinding')}
        </p>
      )}
      <PhoneStep purpose="signIn" />
      <div className="mt-4 flex justify-center">
        <Link to={pathTo('AuthEmailLogin', { cname, userId }, search)} className={linkButtonClass}>
          {t('login.passwordLogin')}
        </Link>
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
