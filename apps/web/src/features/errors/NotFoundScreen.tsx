import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/app/layouts/useDocumentTitle';
import { pathTo } from '#web/app/routes';
import { Button, ButtonLink } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { ErrorShell } from './components/ErrorShell';

/** Whether back leads to a page in this tab (the Navigation API where the browser has it). */
function hasPageBefore(): boolean {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  return navigation?.canGoBack ?? window.history.length > 1;
}

/**
 * Spec fallback: title 404, text asking the user to contact the provider, and a way somewhere
 * real: the store's home when the store is known (a mistyped page of it), else back when there is
 * a page to go back to; a link opened in a new tab has none, so no button that does nothing.
 */
export function NotFoundScreen({ detail, cname }: { detail?: string; cname?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'), t('errors.notFoundHeading'));
  const canGoBack = hasPageBefore();
  return (
    <ErrorShell
      code={t('errors.notFoundTitle')}
      title={t('errors.notFoundHeading')}
      actions={
        cname ? (
          <ButtonLink to={pathTo('Store', { cname })} size="lg" block>
            <Icon name="home" />
            {t('errors.goStore')}
          </ButtonLink>
        ) : canGoBack ? (
          <Button size="lg" block onClick={() => window.history.back()}>
            <Icon name="arrowLeft" />
            {t('errors.goBack')}
          </Button>
        ) : null
      }
    >
      {detail && <p className="font-medium text-ink">{detail}</p>}
      <p>{t('errors.notFoundText')}</p>
    </ErrorShell>
  );
}
