import type { BookingForm } from '@salon/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { useDisplayLocale } from '#web/lib/i18n';

/** The forms a booking asks for, with their status and a link to fill in (or view) each. */
export function BookingForms({ forms }: { forms: readonly BookingForm[] }) {
  const { t } = useTranslation();
  const { cname, userId } = useStoreParams();
  const locale = useDisplayLocale();
  if (forms.length === 0) return null;
  const due = forms.some((f) => f.status !== 'Submitted');
  return (
    <Card aria-labelledby="booking-forms" data-testid="booking-forms" tone={due ? 'attention' : 'plain'}>
      <h2 id="booking-forms" className="font-semibold">
        {t('forms.booking.title')}
      </h2>
      {due && <p className="mt-0.5 text-xs text-sand-700">{t('forms.booking.due')}</p>}
      <ul className="mt-3 divide-y divide-line/60">
        {forms.map((form) => {
          const submitted = form.status === 'Submitted';
          const title = (locale === 'en' && form.titleEn) || form.title;
          return (
            <li key={form.formId} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{title}</p>
                <p className={`flex items-center gap-1 text-xs ${submitted ? 'text-brand-700' : 'text-sand-700'}`}>
                  {submitted && <Icon name="check" className="size-3.5" />}
                  {t(`forms.status.${form.status}`)}
                </p>
              </div>
              <ButtonLink
                to={pathTo('FormDetail', { cname, userId, formId: form.formId })}
                variant={submitted ? 'secondary' : 'primary'}
                className="shrink-0"
                aria-label={`${submitted ? t('forms.booking.view') : t('forms.booking.open')} ${title}`}
              >
                {submitted ? t('forms.booking.view') : t('forms.booking.open')}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
