import type { WalletVoucher } from '@salon/contract';
import { formatDay, formatMoney } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { targetNamesText, voucherDiscountText } from '../voucher-text';

/** The lines that say what a voucher gives and when it may be used. */
function useVoucherTerms(v: WalletVoucher): string[] {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const names = targetNamesText(v, useDisplayLocale());
  return [
    t(`wallet.vouchers.targets.${v.offerTarget}`, { names }),
    v.minSpend > 0
      ? t('wallet.vouchers.minSpend', { amount: formatMoney(v.minSpend) })
      : t('wallet.vouchers.noMinSpend'),
    v.endTime !== null
      ? t('wallet.vouchers.validUntil', { date: formatDay(v.endTime, zone) })
      : t('wallet.vouchers.noEnd'),
    ...(v.startTime !== null ? [t('wallet.vouchers.validFrom', { date: formatDay(v.startTime, zone) })] : []),
  ];
}

/** A voucher as a ticket-like card: its discount big, its name and terms, and an action. */
export function VoucherCard({
  voucher,
  action,
  children,
}: {
  voucher: WalletVoucher;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const locale = useDisplayLocale();
  const terms = useVoucherTerms(voucher);
  return (
    <Card
      as="article"
      padding="none"
      className="flex overflow-hidden"
      aria-labelledby={`voucher-${voucher.voucherId}-${voucher.customerVoucherId ?? 'new'}`}
      data-testid={`voucher-${voucher.voucherId}`}
    >
      <div className="grid w-24 shrink-0 place-items-center bg-brand-600 px-2 text-center text-white">
        <span className="text-lg leading-tight font-semibold" data-testid="voucher-discount">
          {voucherDiscountText(voucher, locale)}
        </span>
      </div>
      <div className="min-w-0 flex-1 p-3">
        <h3 id={`voucher-${voucher.voucherId}-${voucher.customerVoucherId ?? 'new'}`} className="font-semibold">
          {voucher.name}
        </h3>
        <ul className="mt-1 space-y-0.5 text-xs text-muted">
          {terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {children}
        {action && <div className="mt-2 flex flex-wrap gap-2">{action}</div>}
      </div>
    </Card>
  );
}
