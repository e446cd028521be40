import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { ErrorShell } from './ErrorShell';

/** Chinese characters: catalogue texts are zh-TW (so marked in English too), except 'cname is required'. */
const HAN = /\p{Script=Han}/u;

/** Any other failure, with the catalogue text of it when there is one. */
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
      {message && (
        <p className="font-medium text-ink" lang={HAN.test(message) ? 'zh-Hant-TW' : undefined}>
          {message}
        </p>
      )}
      <p>{t('errors.genericText')}</p>
    </ErrorShell>
  );
}
