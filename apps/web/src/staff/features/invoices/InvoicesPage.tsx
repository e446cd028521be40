import type { StaffInvoice } from '@salon/contract';
import { can, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { InputField } from '#web/staff/components/FormFields';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { dayBounds, dayOf, isIsoDate, shiftDay } from '#web/staff/lib/day';
import { staffStoreQuery } from '#web/staff/lib/get-store';
import { useNow, useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { invoicesQuery } from './api/get-invoices';
import { InvoiceProof } from './components/InvoiceProof';
import { InvoiceSettingsCard } from './components/InvoiceSettingsCard';

/** The day's e-invoices (number, time, amount, carrier or tax ID, status), a proof reprinted; the owner's settings. */
export default function InvoicesPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const zone = useStoreZone();
  const now = useNow(60_000);
  const session = useStaffSession();
  const store = useQuery(staffStoreQuery(code));
  const [date, setDate] = useState(() => dayOf(now, zone));
  const [printing, setPrinting] = useState<StaffInvoice | null>(null);
  const list = useQuery(invoicesQuery(code, dayBounds(date, zone)));
  const time = (at: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
      new Date(at * 1000),
    );

  if (printing)
    return (
      <div className="space-y-3 p-4 print:p-0">
        <div className="flex gap-2 print:hidden">
          <Button onClick={() => window.print()}>{t('invoices.print')}</Button>
          <Button variant="secondary" onClick={() => setPrinting(null)}>
            {t('invoices.backToList')}
          </Button>
        </div>
        <InvoiceProof invoice={printing} storeName={store.data?.name ?? code} zone={zone} />
      </div>
    );

  return (
    <ManagePage title={t('invoices.title')} permission="take:payment:any" wide>
      <Card className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" onClick={() => setDate(shiftDay(date, -1, zone))}>
          {t('invoices.previousDay')}
        </Button>
        <InputField
          id="invoices-date"
          label={t('invoices.date')}
          input={{ type: 'date' }}
          value={date}
          onChange={(text) => isIsoDate(text) && setDate(text)}
        />
        <Button variant="secondary" onClick={() => setDate(shiftDay(date, 1, zone))}>
          {t('invoices.nextDay')}
        </Button>
      </Card>
      <Loadable query={list}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState icon="info" title={t('invoices.empty')} />
          ) : (
            <Card>
              <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
                <caption className="sr-only">{t('invoices.title')}</caption>
                <thead>
                  <tr className="text-left text-muted">
                    <th scope="col" className="py-2">
                      {t('invoices.number')}
                    </th>
                    <th scope="col">{t('invoices.time')}</th>
                    <th scope="col" className="text-right">
                      {t('invoices.amount')}
                    </th>
                    <th scope="col">{t('invoices.choice')}</th>
                    <th scope="col">{t('invoices.status')}</th>
                    <th scope="col">
                      <span className="sr-only">{t('invoices.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {rows.map((i) => (
                    <tr key={i.id} data-testid="invoice-row">
                      <td className="py-2 font-mono">{i.number ?? '—'}</td>
                      <td className="tabular-nums">{time(i.at)}</td>
                      <td className="text-right tabular-nums">{formatMoney(i.amount)}</td>
                      <td>
                        {i.choiceKind === 'printed'
                          ? t('invoices.kinds.printed')
                          : `${t(`invoices.kinds.${i.choiceKind}`)} ${i.choice}`}
                      </td>
                      <td>
                        {t(`invoices.statuses.${i.status}`)}
                        {i.reason && <span className="block text-xs text-red-700">{i.reason}</span>}
                      </td>
                      <td className="text-right">
                        {i.number && i.status !== 'Voided' && (
                          <Button variant="link" onClick={() => setPrinting(i)}>
                            {t('invoices.reprint')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )
        }
      </Loadable>
      {can(session.staff.role, 'manage:settings:any') && <InvoiceSettingsCard />}
    </ManagePage>
  );
}
