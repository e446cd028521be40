import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { ErrorShell, primaryButton } from './ErrorShell';

export function GenericErrorScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorShell
      icon="info"
      title={t('errors.genericTitle')}
      actions={
        <button type="button" onClick={() => window.location.reload()} className={primaryButton}>
          <Icon name="refresh" />
          {t('errors.retry')}
        </button>
      }
    >
      {message && <p className="font-medium text-ink">{message}</p>}
      <p>{t('errors.genericText')}</p>
    </ErrorShell>
  );
}
