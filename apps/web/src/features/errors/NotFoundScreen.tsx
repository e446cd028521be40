import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/app/layouts/useDocumentTitle';
import { Button } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { ErrorShell } from './components/ErrorShell';

/** Spec fallback: title 404, text asking the user to contact the provider, a go-back button. */
export function NotFoundScreen({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'), t('errors.notFoundHeading'));
  return (
    <ErrorShell
      code={t('errors.notFoundTitle')}
      title={t('errors.notFoundHeading')}
      actions={
        <Button size="lg" block onClick={() => window.history.back()}>
          <Icon name="arrowLeft" />
          {t('errors.goBack')}
        </Button>
      }
    >
      {detail && <p className="font-medium text-ink">{detail}</p>}
      <p>{t('errors.notFoundText')}</p>
    </ErrorShell>
  );
}
