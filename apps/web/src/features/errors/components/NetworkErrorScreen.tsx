import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { ErrorShell } from './ErrorShell';

/**
 * The API (or a screen's code) could not be reached. Said in the customer's language; "try again"
 * runs the route's loaders again (or `retry`, e.g. loading the screen's code afresh once online)
 * instead of reloading, so an offline phone keeps this screen rather than the browser's. When the
 * network comes back the same retry runs by itself.
 */
export function NetworkErrorScreen({ retry }: { retry?: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const again = retry ?? (() => void revalidator.revalidate());
  useEffect(() => {
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  });
  return (
    <ErrorShell
      icon="info"
      title={t('errors.networkTitle')}
      actions={
        <Button size="lg" block icon="refresh" loading={retrying} onClick={again}>
          {t('errors.tryAgain')}
        </Button>
      }
    >
      <p data-network-screen>{t('errors.networkText')}</p>
    </ErrorShell>
  );
}
