import type { CounterReceipt } from '@salon/contract';
import { formatFull, formatMoney } from '@salon/domain';
import { Button } from '#web/components/Button';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { BillSummary } from './BillSummary';

/** A settled booking's receipt: on screen, and alone on paper (the rest of the page is hidden in print). */
export function Receipt({
  receipt,
  storeName,
  customer,
}: {
  receipt: CounterReceipt;
  storeName: string;
  customer: string;
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  return (
    <section
      aria-labelledby="receipt-title"
      data-testid="receipt"
      className="mx-auto w-full max-w-sm space-y-3 rounded-2xl bg-white p-6 ring-1 ring-line print:max-w-none print:p-0 print:ring-0"
    >
      <header className="text-center">
        <p className="text-lg font-semibold">{storeName}</p>
        <h2 id="receipt-title" className="text-sm text-muted">
          {t('counter.receipt')}
        </h2>
      </header>
      <p className="flex justify-between text-sm">
        <span>{customer}</span>
        <span className="tabular-nums">{formatFull(receipt.at, zone)}</span>
      </p>
      <ul className="space-y-1 border-y border-dashed border-line py-2 text-sm">
        {receipt.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-2">
            <span>
              {line.name}
              {line.quantity > 1 && ` × ${line.quantity}`}
            </span>
            <span className="tabular-nums">{formatMoney(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <BillSummary bill={receipt} settled />
      <dl className="space-y-1 border-t border-line pt-2 text-base">
        {(receipt.payments.length > 0 ? receipt.payments : [{ method: receipt.method, amount: receipt.taken }]).map(
          (p) => (
            <div key={p.method} className="flex justify-between">
              <dt className="font-semibold">{t('counter.paidBy', { method: t(`counter.methods.${p.method}`) })}</dt>
              <dd
                className="font-semibold tabular-nums"
                data-testid={receipt.payments.length > 1 ? undefined : 'receipt-taken'}
              >
                {formatMoney(p.amount)}
              </dd>
            </div>
          ),
        )}
        {receipt.payments.length > 1 && (
          <div className="flex justify-between text-sm">
            <dt>{t('counter.takenTotal')}</dt>
            <dd className="tabular-nums" data-testid="receipt-taken">
              {formatMoney(receipt.taken)}
            </dd>
          </div>
        )}
        {receipt.tendered !== null && receipt.change !== null && (
          <>
            <div className="flex justify-between text-sm">
              <dt>{t('counter.cashGiven')}</dt>
              <dd className="tabular-nums">{formatMoney(receipt.tendered)}</dd>
            </div>
            <div className="flex justify-between text-sm">
              <dt>{t('counter.change')}</dt>
              <dd className="tabular-nums" data-testid="receipt-change">
                {formatMoney(receipt.change)}
              </dd>
            </div>
          </>
        )}
      </dl>

      <p className="text-xs text-muted">
        {t(`status.${receipt.status}`)}
        {receipt.staffName && ` · ${t('counter.by', { name: receipt.staffName })}`}
      </p>
      <Button variant="secondary" block icon="doc" className="print:hidden" onClick={() => window.print()}>
        {t('counter.print')}
      </Button>
    </section>
  );
}
