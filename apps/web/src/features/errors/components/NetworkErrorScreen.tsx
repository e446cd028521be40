import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { ErrorShell } from './ErrorShell';

/**
 * The API could not be reached. Said in the customer's language; "try again" runs the route's loaders
 * again instead of reloading, so an offline phone keeps this screen rather than the browser's.
 */
export function NetworkErrorScreen() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <ErrorShell
      icon="info"
      title={t('errors.networkTitle')}
      actions={
        <Button size="lg" block icon="refresh" loading={retrying} onClick={() => void revalidator.revalidate()}>
          {t('errors.tryAgain')}
        </Button>
      }
    >
      <p>{t('errors.networkText')}</p>
    </ErrorShell>
  );
}
