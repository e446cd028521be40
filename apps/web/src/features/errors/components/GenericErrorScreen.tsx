import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { ErrorShell } from './ErrorShell';

export function GenericErrorScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorShell
      icon="info"
      title={t('errors.genericTitle')}
      actions={
        <Button size="lg" block onClick={() => window.location.reload()}>
          <Icon name="refresh" />
          {t('errors.retry')}
        </Button>
      }
    >
      {message && <p className="font-medium text-ink">{message}</p>}
      <p>{t('errors.genericText')}</p>
    </ErrorShell>
  );
}
