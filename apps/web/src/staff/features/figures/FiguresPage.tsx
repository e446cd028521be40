import { FIGURES_BASES, type FiguresBasis, figuresCsv, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Chip } from '#web/components/Chip';
import { InputField } from '#web/staff/components/FormFields';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { dayOf, isIsoDate } from '#web/staff/lib/day';
import { useNow, useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { figuresQuery } from './api/get-figures';
import { Bars } from './components/Bars';
import { hours, PERIODS, type Period, periodTitle, periodWindow, shiftPeriod } from './figures';

/** The store's figures for a day, a week or a month: money by method, bookings by status, no-shows, hours, retail; CSV. */
export default function FiguresPage() {
  const code = useStaffCode();
  const { t, i18n } = useStaffT();
  const zone = useStoreZone();
  const now = useNow(60_000);
  const [period, setPeriod] = useState<Period>('day');
  const [date, setDate] = useState(() => dayOf(now, zone));
  const [basis, setBasis] = useState<FiguresBasis>('payment');
  const window = periodWindow(date, period, zone);
  const figures = useQuery(figuresQuery(code, { ...window, basis }));
  const method = (m: string) => (i18n.exists(`staff:figures.methods.${m}`) ? t(`figures.methods.${m}`) : m);

  const download = () => {
    if (!figures.data) return;
    const csv = figuresCsv(
      { ...figures.data, revenue: figures.data.revenue.map((r) => ({ ...r, method: method(r.method) })) },
      (key) => t(`figures.csv.${key}`),
    );
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `figures-${code}-${period}-${date}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <ManagePage
      title={t('figures.title')}
      permission="read:figures:any"
      wide
      actions={
        <Button variant="secondary" disabled={!figures.data} onClick={download}>
          {t('figures.csvDownload')}
        </Button>
      }
    >
      <Card className="flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('figures.period')}</legend>
          {PERIODS.map((p) => (
            <Chip key={p} pressed={period === p} onClick={() => setPeriod(p)}>
              {t(`figures.periods.${p}`)}
            </Chip>
          ))}
        </fieldset>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('figures.basis')}</legend>
          {FIGURES_BASES.map((b) => (
            <Chip key={b} pressed={basis === b} onClick={() => setBasis(b)}>
              {t(`figures.bases.${b}`)}
            </Chip>
          ))}
        </fieldset>
        <div className="flex items-end gap-2">
          <Button variant="secondary" onClick={() => setDate(shiftPeriod(date, period, -1, zone))}>
            {t('figures.previous')}
          </Button>
          <InputField
            id="figures-date"
            label={t('figures.date')}
            input={{ type: 'date' }}
            value={date}
            onChange={(text) => isIsoDate(text) && setDate(text)}
          />
          <Button variant="secondary" onClick={() => setDate(shiftPeriod(date, period, 1, zone))}>
            {t('figures.next')}
          </Button>
        </div>
        <p className="ml-auto text-lg font-semibold tabular-nums" aria-live="polite">
          {periodTitle(date, period, zone)}
        </p>
      </Card>
      <Loadable query={figures}>
        {(f) => {
          const bookings = f.bookingsByStatus.reduce((sum, b) => sum + b.count, 0);
          return (
            <div className="grid gap-4 lg:grid-cols-2" aria-busy={figures.isFetching}>
              <Card className="grid grid-cols-3 gap-3 lg:col-span-2">
                <Stat label={t('figures.revenue')} value={formatMoney(f.revenueTotal)} />
                <Stat label={t('figures.bookings')} value={String(bookings)} />
                <Stat
                  label={t('figures.noShowRate')}
                  value={f.noShowRate === null ? '—' : `${Math.round(f.noShowRate * 1000) / 10}%`}
                />
              </Card>
              <Card className="space-y-3">
                <h2 className="font-semibold">{t('figures.byMethod')}</h2>
                {f.revenue.length === 0 ? (
                  <p className="text-sm text-muted">{t('figures.noRevenue')}</p>
                ) : (
                  <Bars
                    label={t('figures.byMethod')}
                    rows={f.revenue.map((r) => ({
                      key: r.method,
                      label: method(r.method),
                      value: r.amount,
                      text: formatMoney(r.amount),
                    }))}
                  />
                )}
              </Card>
              <Card className="space-y-3">
                <h2 className="font-semibold">{t('figures.byStatus')}</h2>
                {f.bookingsByStatus.length === 0 ? (
                  <p className="text-sm text-muted">{t('figures.noBookings')}</p>
                ) : (
                  <Bars
                    label={t('figures.byStatus')}
                    rows={f.bookingsByStatus.map((b) => ({
                      key: b.status,
                      label: t(`status.${b.status}`),
                      value: b.count,
                      text: String(b.count),
                    }))}
                  />
                )}
              </Card>
              <Card className="space-y-3">
                <h2 className="font-semibold">{t('figures.designers')}</h2>
                <p className="text-xs text-muted">{t('figures.designersHint')}</p>
                {f.designers.length === 0 ? (
                  <p className="text-sm text-muted">{t('figures.noDesigners')}</p>
                ) : (
                  <Bars
                    label={t('figures.designers')}
                    rows={f.designers.map((d) => ({
                      key: d.id,
                      label: d.name,
                      value: d.bookedMinutes,
                      text: t('figures.hours', { n: hours(d.bookedMinutes) }),
                      whole: d.workingMinutes,
                      wholeText: t('figures.hours', { n: hours(d.workingMinutes) }),
                    }))}
                  />
                )}
              </Card>
              <Card className="space-y-3">
                <h2 className="font-semibold">{t('figures.retail')}</h2>
                {f.retail.length === 0 ? (
                  <p className="text-sm text-muted">{t('figures.noRetail')}</p>
                ) : (
                  <table className="w-full text-sm">
                    <thead className="text-left text-muted">
                      <tr>
                        <th className="py-1 font-medium">{t('figures.csv.item')}</th>
                        <th className="py-1 text-right font-medium">{t('figures.csv.quantity')}</th>
                        <th className="py-1 text-right font-medium">{t('figures.csv.amount')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {f.retail.map((r) => (
                        <tr key={r.itemId} className="border-t border-line">
                          <td className="py-2">{r.name}</td>
                          <td className="py-2 text-right tabular-nums">{r.quantity}</td>
                          <td className="py-2 text-right tabular-nums">{formatMoney(r.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </Card>
            </div>
          );
        }}
      </Loadable>
    </ManagePage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
    </div>
  );
}
