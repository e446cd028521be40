import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { loginPathFor } from '#web/features/auth';

/**
 * In place of a booking's forms, moving and cancelling when the visitor is not its customer (a link
 * opened signed out, or by another account): a form's answers are health data, and only the
 * booking's customer may change it. Signing in comes back to this booking.
 */
export function OwnerOnly() {
  const { t } = useTranslation();
  const location = useLocation();
  const { cname, userId } = useStoreParams();
  return (
    <Card aria-labelledby="owner-only" data-testid="owner-only" tone="attention">
      <h2 id="owner-only" className="flex items-center gap-1.5 font-semibold">
        <Icon name="lock" className="size-4" />
        {t('booking.detail.ownerOnly.title')}
      </h2>
      <p className="mt-1 text-sm text-sand-700">{t('booking.detail.ownerOnly.text')}</p>
      <ButtonLink to={loginPathFor(location, { cname, userId })} className="mt-3" block>
        {t('booking.detail.ownerOnly.signIn')}
      </ButtonLink>
    </Card>
  );
}
