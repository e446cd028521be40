import type { CounterBill } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { useStaffT } from '#web/staff/lib/i18n';

/** The bill's breakdown: services, retail, what the wallet took, paid before, and (until settled) what is due now. */
export function BillSummary({ bill, settled = false }: { bill: CounterBill; settled?: boolean }) {
  const { t } = useStaffT();
  // Each row is one <div> of <dt>/<dd> straight under the <dl>, as a definition list must be.
  const row = (label: string, amount: number, testId?: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-lg font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatMoney(amount)}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1 text-sm">
      {row(t('counter.services'), bill.servicesTotal)}
      {bill.retailTotal > 0 && row(t('counter.retail'), bill.retailTotal)}
      {bill.payment.uses.map((use) => (
        <div key={`${use.kind}-${use.id}`} className="flex justify-between gap-4">
          <dt className="text-muted">
            {t(`counter.use.${use.kind}`)} · {use.name}
          </dt>
          <dd className="tabular-nums">-{formatMoney(use.amount)}</dd>
        </div>
      ))}
      {bill.manualDiscount && (
        <div className="flex justify-between gap-4" data-testid="counter-discount">
          <dt className="text-muted">
            {t('counter.discount')} · {bill.manualDiscount.reason}
          </dt>
          <dd className="tabular-nums">-{formatMoney(bill.manualDiscount.amount)}</dd>
        </div>
      )}
      {bill.paidBefore > 0 && row(t('counter.paidBefore'), -bill.paidBefore)}
      {!settled && row(t('counter.due'), bill.payment.due, 'counter-due', true)}
    </dl>
  );
}
