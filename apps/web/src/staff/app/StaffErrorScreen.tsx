import { Link, useParams, useRouteError } from 'react-router';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';

/** A staff screen that failed to render or load its code: say so, and offer the day view. */
export function StaffErrorScreen() {
  const error = useRouteError();
  const { t } = useStaffT();
  const code = useParams().code ?? '';
  if (error) console.error(error);
  return (
    <main className="mx-auto max-w-md p-6">
      <Card as="div" role="alert" padding="lg" className="space-y-3 text-center">
        <h1 className="text-lg font-semibold">{t('errors.screenTitle')}</h1>
        <p className="text-sm text-muted">{t('errors.screenText')}</p>
        <a className="inline-flex min-h-11 items-center font-medium text-brand-700 underline" href={`/${code}/staff`}>
          {t('nav.day')}
        </a>
      </Card>
    </main>
  );
}

export function StaffNotFound() {
  const { t } = useStaffT();
  const code = useParams().code ?? '';
  return (
    <main className="mx-auto max-w-md p-6">
      <Card as="div" padding="lg" className="space-y-3 text-center">
        <h1 className="text-lg font-semibold">{t('errors.notFound')}</h1>
        {code && (
          <Link
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            to={`/${code}/staff`}
          >
            {t('nav.day')}
          </Link>
        )}
      </Card>
    </main>
  );
}
