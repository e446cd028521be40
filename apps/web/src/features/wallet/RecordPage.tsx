import type { WalletRecord } from '@salon/contract';
import { formatFull, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { cardClass } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { InvoiceList } from '#web/features/invoices/components/InvoiceList';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { recordsQuery } from './api/records';
import { RecordStatus } from './components/RecordStatus';

/**
 * record: what the customer paid (bookings, pickup orders, top-ups), newest payment first, each
 * dated when paid, with what was refunded of it and the amount kept.
 */
export default function RecordPage() {
  const { t } = useTranslation();
  const { cname } = useStoreParams();
  const records = useQuery(recordsQuery(cname));

  if (records.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (records.isError)
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => records.refetch()} />
      </div>
    );
  if (records.data.length === 0)
    return (
      <div className="px-4 py-8">
        <EmptyState icon="bag" title={t('wallet.records.empty')}>
          <p className="text-sm text-muted">{t('wallet.records.emptyText')}</p>
        </EmptyState>
      </div>
    );
  return (
    <ul className="space-y-3 px-4 pt-4 pb-10" data-testid="records">
      {records.data.map((record) => (
        <li key={record.id}>
          <RecordRow record={record} />
        </li>
      ))}
    </ul>
  );
}

function RecordRow({ record }: { record: WalletRecord }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const params = useStoreParams();
  const zone = useStoreTimeZone();
  const payment = record.payment;
  return (
    <Link
      to={pathTo('RecordDetail', { cname: params.cname, userId: params.userId }, { id: record.id })}
      className={`block ${cardClass({ interactive: true })} focus-visible:ring-2 focus-visible:ring-brand-600`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted">
            {t(`wallet.records.kind.${record.kind}`)} ·{' '}
            {t('wallet.records.paidOn', { time: formatFull(record.paidAt ?? record.time, zone) })}
          </p>
          <p className="mt-0.5 line-clamp-2 text-sm font-medium">{locale === 'en' ? record.titleEn : record.title}</p>
        </div>
        <RecordStatus record={record} />
      </div>
      {record.invoices && record.invoices.length > 0 && (
        <div className="mt-2">
          <InvoiceList invoices={record.invoices} compact />
        </div>
      )}
      <div className="mt-2 flex items-end justify-between gap-3 text-sm tabular-nums">
        <p className="text-xs text-muted">
          {record.refunded > 0 ? (
            <span data-testid="record-refund">
              {t('wallet.records.paidRefunded', {
                paid: formatMoney(record.paid),
                refunded: formatMoney(record.refunded),
              })}
            </span>
          ) : (
            <>
              {payment &&
                payment.discount > 0 &&
                `${t('wallet.records.discount', { amount: formatMoney(payment.discount) })} `}
              {payment &&
                payment.valueCard > 0 &&
                t('wallet.records.byCard', { amount: formatMoney(payment.valueCard) })}
            </>
          )}
        </p>
        <p className="shrink-0 font-semibold" data-testid="record-amount">
          {record.kind === 'TopUp' ? `+${formatMoney(record.paid)}` : formatMoney(record.paid - record.refunded)}
        </p>
      </div>
    </Link>
  );
}
