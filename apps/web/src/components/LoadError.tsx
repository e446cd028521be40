import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** A section whose data failed to load, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center ring-1 ring-line"
    >
      <p className="font-medium">{t('errors.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-line px-4 text-sm hover:border-brand-300"
      >
        <Icon name="refresh" className="size-4" />
        {t('errors.tryAgain')}
      </button>
    </div>
  );
}
