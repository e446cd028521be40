import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/app/layouts/useDocumentTitle';
import { pathTo } from '#web/app/routes';
import { ButtonLink } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { genericErrorText } from '#web/lib/error-catalogue';
import { ErrorShell } from './ErrorShell';

/** A designer page (userId) of a store whose bookingSettingType is not User. */
export function RefusedScreen({ cname }: { cname: string | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.refusedTitle'));
  return (
    <ErrorShell
      icon="user"
      title={t('errors.refusedTitle')}
      actions={
        cname ? (
          <ButtonLink to={pathTo('Store', { cname })} size="lg" block>
            <Icon name="home" />
            {t('errors.goStore')}
          </ButtonLink>
        ) : null
      }
    >
      <p className="font-medium text-ink">{genericErrorText('USER_PAGE_NOT_ALLOWED')}</p>
      <p>{t('errors.refusedHint')}</p>
    </ErrorShell>
  );
}
