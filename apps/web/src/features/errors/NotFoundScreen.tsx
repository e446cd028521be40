import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/layouts/useDocumentTitle';
import { Icon } from '../../components/Icon';
import { ErrorShell, primaryButton } from './ErrorShell';

/** Spec fallback: title 404, text asking the user to contact the provider, a go-back button. */
export function NotFoundScreen({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'), t('errors.notFoundHeading'));
  return (
    <ErrorShell
      code={t('errors.notFoundTitle')}
      title={t('errors.notFoundHeading')}
      actions={
        <button type="button" onClick={() => window.history.back()} className={primaryButton}>
          <Icon name="arrowLeft" />
          {t('errors.goBack')}
        </button>
      }
    >
      {detail && <p className="font-medium text-ink">{detail}</p>}
      <p>{t('errors.notFoundText')}</p>
    </ErrorShell>
  );
}

export default NotFoundScreen;
