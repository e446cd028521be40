import type { EndpointResult } from '@salon/contract';
import { formatFull, formatMoney } from '@salon/domain';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/Badge';
import { Card } from '#web/components/Card';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';

type Detail = EndpointResult<'staffCustomerDetail'>;

/** A titled table of a customer's rows, or a line saying there are none. */
function HistoryCard({
  id,
  title,
  empty,
  head,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  head: { label: string; end?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Card as="section" aria-labelledby={id} className="space-y-2" data-testid={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted">
            <tr>
              {head.map((h) => (
                <th key={h.label} className={`py-1 font-medium ${h.end ? 'text-right' : ''}`}>
                  {h.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((cell, i) => (
                  <td key={head[i]?.label ?? i} className={`py-2 ${head[i]?.end ? 'text-right tabular-nums' : ''}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** A customer's pickup orders, transaction records and forms, below their bookings. */
export function CustomerHistory({ customer: c }: { customer: Detail }) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const when = (time: number | null) => <span className="tabular-nums">{time ? formatFull(time, zone) : '—'}</span>;
  return (
    <>
      <HistoryCard
        id="customer-pickups"
        title={t('customers.pickups')}
        empty={t('customers.noPickups')}
        head={[
          { label: t('customers.ordered') },
          { label: t('customers.pickupAt') },
          { label: t('customers.status') },
          { label: t('customers.total'), end: true },
        ]}
        rows={c.pickupOrders.map((o) => ({
          key: o.id,
          cells: [
            when(o.createdAt),
            o.pickupTime ? when(o.pickupTime) : t('customers.anyTime'),
            t(`pickupStatus.${o.status}`),
            formatMoney(o.total),
          ],
        }))}
      />
      <HistoryCard
        id="customer-records"
        title={t('customers.records')}
        empty={t('customers.noRecords')}
        head={[
          { label: t('customers.recordTime') },
          { label: t('customers.kind') },
          { label: t('customers.items') },
          { label: t('customers.total'), end: true },
        ]}
        rows={c.records.map((r) => ({
          key: r.id,
          cells: [when(r.time), t(`customers.kinds.${r.kind}`), r.title, formatMoney(r.total)],
        }))}
      />
      <HistoryCard
        id="customer-forms"
        title={t('customers.forms')}
        empty={t('customers.noForms')}
        head={[
          { label: t('customers.formTitle') },
          { label: t('customers.status') },
          { label: t('customers.submitted') },
        ]}
        rows={c.forms.map((f) => ({
          key: f.id,
          cells: [
            f.title,
            <Badge key="status" tone={f.status === 'Submitted' ? 'neutral' : 'sand'}>
              {t(`customers.formStatus.${f.status}`)}
            </Badge>,
            when(f.submittedAt),
          ],
        }))}
      />
    </>
  );
}
