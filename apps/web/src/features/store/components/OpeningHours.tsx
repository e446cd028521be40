import { type WeeklyHours, weekdayName } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';
import { useDisplayLocale } from '#web/lib/i18n';
import { hoursRows } from '../hours';

/** Opening hours by weekday 週日..週六; closed days read 公休; today stands out. */
export function OpeningHours({ hours, todayIndex }: { hours: WeeklyHours; todayIndex: number }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <dl className="divide-y divide-line/70">
      {hoursRows(hours).map((row) => {
        const today = row.index === todayIndex;
        return (
          <div
            key={row.weekday}
            data-testid={`hours-${row.weekday}`}
            aria-current={today ? 'date' : undefined}
            className={`flex items-start justify-between gap-4 px-3 py-2.5 text-sm ${
              today ? '-mx-0 rounded-lg bg-brand-50 font-medium text-brand-800' : ''
            }`}
          >
            <dt className="flex items-center gap-2">
              {weekdayName(row.index, locale)}
              {today && (
                <Badge tone="solid" size="xs">
                  {t('store.today')}
                </Badge>
              )}
            </dt>
            <dd className="text-right tabular-nums">
              {row.open.length === 0 ? (
                <span className="text-sand-700">{t('store.closedDay')}</span>
              ) : (
                row.open.map((span) => (
                  <span key={span} className="block">
                    {span}
                  </span>
                ))
              )}
              {row.rest.map((span) => (
                <span key={span} className="block text-xs text-muted">
                  {t('store.rest', { span })}
                </span>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
