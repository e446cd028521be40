import type { RecordDetail } from '@salon/contract';
import { formatFull, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { OrderInvoices } from '#web/features/invoices/components/InvoiceList';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { ApiError } from '#web/lib/api';
import { useDisplayLocale } from '#web/lib/i18n';
import { recordQuery } from './api/records';
import { RecordStatus } from './components/RecordStatus';
import { PaymentBreakdown } from './components/WalletPicker';

/** detail (?id=…): one record's lines, how it was paid (and what came back), and its value card moves. */
export default function RecordDetailPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const record = useQuery({ ...recordQuery(params.cname, id), enabled: id !== '' });

  const missing = id === '' || (record.error instanceof ApiError && record.error.status === 'NOT_FOUND');
  if (missing)
    return (
      <div className="px-4 py-8">
        <EmptyState icon="bag" title={t('wallet.records.notFound')}>
          <ButtonLink to={pathTo('Record', base)} className="mt-2">
            {t('wallet.records.toList')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  if (record.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (record.isError)
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => record.refetch()} />
      </div>
    );
  return <Detail record={record.data} base={base} />;
}

function Detail({ record, base }: { record: RecordDetail; base: { cname: string; userId: string | null } }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const zone = useStoreTimeZone();
  const orderLink =
    record.orderId === null
      ? null
      : record.kind === 'Booking'
        ? pathTo('BookingDetail', { ...base, bookingId: record.orderId })
        : pathTo('RetailOrderDetail', { ...base, pickId: record.orderId });
  return (
    <div className="space-y-4 px-4 pt-4 pb-10" data-testid="record-detail">
      <Card
        id="record-summary"
        title={t(`wallet.records.kind.${record.kind}`)}
        action={<RecordStatus record={record} />}
      >
        <p className="text-sm font-medium">{locale === 'en' ? record.titleEn : record.title}</p>
        <p className="mt-1 text-xs text-muted tabular-nums">{formatFull(record.time, zone)}</p>
        {record.kind !== 'TopUp' && record.paidAt !== null && (
          <p className="mt-1 text-xs text-muted tabular-nums" data-testid="record-paid">
            {t('wallet.records.paidOn', { time: formatFull(record.paidAt, zone) })} ·{' '}
            {record.refunded > 0
              ? t('wallet.records.paidRefunded', {
                  paid: formatMoney(record.paid),
                  refunded: formatMoney(record.refunded),
                })
              : t('wallet.records.paidTotal', { paid: formatMoney(record.paid) })}
          </p>
        )}
        <ul className="mt-3 divide-y divide-line/70 text-sm tabular-nums">
          {record.lines.map((line, i) => (
            <li key={`${line.name}-${i}`} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                {locale === 'en' ? line.nameEn : line.name}
                {line.detail && <span className="ml-1 text-xs text-muted">{line.detail}</span>}
              </span>
              <span className="shrink-0">{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
        {record.payment && <PaymentBreakdown payment={record.payment} />}
        {record.onlinePayments.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm tabular-nums" data-testid="record-online-payments">
            {record.onlinePayments.map((p) => (
              <li key={p.paymentId} className="flex justify-between gap-3">
                <span>
                  {t(`wallet.records.method.${p.method}`)}・{t(`wallet.records.paymentStatus.${p.status}`)}
                </span>
                <span>
                  {formatMoney(p.amount)}
                  {p.refunded > 0 && ` (${t('wallet.pay.returned', { amount: formatMoney(p.refunded) })})`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {orderLink && (
          <ButtonLink to={orderLink} variant="secondary" className="mt-3">
            {record.kind === 'Booking' ? t('wallet.records.toBooking') : t('wallet.records.toOrder')}
          </ButtonLink>
        )}
      </Card>
      {record.cardMoves.length > 0 && (
        <Card id="record-card" title={t('wallet.records.cardMoves')}>
          <ul className="divide-y divide-line/70 text-sm tabular-nums" data-testid="card-moves">
            {record.cardMoves.map((move, i) => (
              <li key={`${move.time}-${i}`} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p>{t(`wallet.records.reason.${move.reason}`, { defaultValue: move.reason })}</p>
                  <p className="text-xs text-muted">
                    {move.cardName} · {formatFull(move.time, zone)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={move.amount > 0 ? 'text-brand-800' : ''}>
                    {move.amount > 0 ? `+${formatMoney(move.amount)}` : `−${formatMoney(-move.amount)}`}
                  </p>
                  <p className="text-xs text-muted">
                    {t('wallet.records.balance', { amount: formatMoney(move.balanceAfter) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <OrderInvoices invoices={record.invoices} />
    </div>
  );
}
