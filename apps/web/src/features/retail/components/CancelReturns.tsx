import type { PickupOrderDetail } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { useTranslation } from 'react-i18next';

/** What the online payment paid and still holds (a refund already made is not given again). */
const paidOnline = (order: PickupOrderDetail) =>
  order.onlinePayment && ['Paid', 'PartiallyRefunded'].includes(order.onlinePayment.status)
    ? order.onlinePayment.amount - order.onlinePayment.refunded
    : 0;

/** Whether cancelling gives anything back (else the dialog lists nothing). */
export const cancelGivesBack = (order: PickupOrderDetail) => order.payment.uses.length > 0 || paidOnline(order) > 0;

/**
 * The cancel dialog's list of what comes back, read from the order's own payments: each voucher or
 * ticket it used, the value card's amount, and the online payment (a pickup order is refunded in
 * full).
 */
export function CancelReturns({ order }: { order: PickupOrderDetail }) {
  const { t } = useTranslation();
  const online = paidOnline(order);
  return (
    <div className="rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-brand-800 ring-1 ring-brand-100">
      <p className="text-xs">{t('retail.order.cancelBack')}</p>
      <ul className="mt-1 space-y-1 font-medium tabular-nums" data-testid="cancel-returns">
        {order.payment.uses.map((use) => {
          const kind = t(`wallet.pay.kind.${use.kind}`);
          return (
            <li key={`${use.kind}-${use.id}`}>
              {use.kind === 'ValueCard'
                ? t('retail.order.cancelBackCard', { kind, name: use.name, amount: formatMoney(use.amount) })
                : t('retail.order.cancelBackUse', { kind, name: use.name })}
            </li>
          );
        })}
        {online > 0 && <li>{t('retail.order.cancelBackOnline', { amount: formatMoney(online) })}</li>}
      </ul>
    </div>
  );
}
