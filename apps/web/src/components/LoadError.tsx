import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '../lib/api';
import { Button } from './Button';
import { Card } from './Card';

/**
 * A section whose data failed to load, with a retry. Given the error, a connection that is down says
 * so (in the customer's language) rather than the generic "could not load" (or the section's own `title`).
 */
export function LoadError({ onRetry, error, title }: { onRetry: () => void; error?: unknown; title?: string }) {
  const { t } = useTranslation();
  const offline = isApiError(error, NETWORK_ERROR);
  return (
    <Card as="div" role="alert" padding="lg" className="flex flex-col items-center gap-3 text-center">
      <p className="font-medium">{offline ? t('errors.networkTitle') : (title ?? t('errors.loadFailed'))}</p>
      {offline && <p className="text-sm text-muted">{t('errors.networkText')}</p>}
      <Button variant="secondary" icon="refresh" onClick={onRetry}>
        {t('errors.tryAgain')}
      </Button>
    </Card>
  );
}
