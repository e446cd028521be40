import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { loginPathFor } from '#web/features/auth';

/** A form's answers are health data: signed out, the form page asks to sign in and comes back here. */
export function SignInToOpen() {
  const { t } = useTranslation();
  const location = useLocation();
  const { cname, userId } = useStoreParams();
  return (
    <div className="px-4 pt-4 pb-8">
      <Card aria-labelledby="form-sign-in" data-testid="form-sign-in" tone="attention">
        <h2 id="form-sign-in" className="flex items-center gap-1.5 font-semibold">
          <Icon name="lock" className="size-4" />
          {t('forms.signInTitle')}
        </h2>
        <p className="mt-1 text-sm text-sand-700">{t('forms.signInToFill')}</p>
        <ButtonLink to={loginPathFor(location, { cname, userId })} className="mt-3" block>
          {t('forms.signIn')}
        </ButtonLink>
      </Card>
    </div>
  );
}
