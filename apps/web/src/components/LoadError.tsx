import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '../lib/api';
import { Button } from './Button';
import { Card } from './Card';

/**
 * A section whose data failed to load, with a retry. Given the error, a connection that is down says
 * so (in the customer's language) rather than the generic "could not load" (or the section's own
 * `title`); a refusal no retry changes (403: the role may not; 404: no such record) says the API's
 * own message (in the request's language) and offers no retry.
 */
export function LoadError({ onRetry, error, title }: { onRetry: () => void; error?: unknown; title?: string }) {
  const { t } = useTranslation();
  const offline = isApiError(error, NETWORK_ERROR);
  const refused = isApiError(error) && (error.httpStatus === 403 || error.httpStatus === 404) && error.message !== '';
  const heading = offline ? t('errors.networkTitle') : refused ? error.message : (title ?? t('errors.loadFailed'));
  return (
    <Card as="div" role="alert" padding="lg" className="flex flex-col items-center gap-3 text-center">
      <p className="font-medium">{heading}</p>
      {offline && <p className="text-sm text-muted">{t('errors.networkText')}</p>}
      {!refused && (
        <Button variant="secondary" icon="refresh" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      )}
    </Card>
  );
}
