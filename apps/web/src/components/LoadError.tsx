import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A section whose data failed to load, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center ring-1 ring-line"
    >
      <p className="font-medium">{t('errors.loadFailed')}</p>
      <Button variant="secondary" icon="refresh" onClick={onRetry}>
        {t('errors.tryAgain')}
      </Button>
    </div>
  );
}
