import type { WalletVoucher } from '@salon/contract';
import { type DisplayLocale, formatDiscount, formatMoney, type VoucherUnfit } from '@salon/domain';
import type { TFunction } from 'i18next';

/** The discount as the spec words it (9 折, 折抵 200 元, 免費使用), in English 10% off, $200 off, Free. */
export const voucherDiscountText = (
  v: Pick<WalletVoucher, 'discountType' | 'discountValue'>,
  locale: DisplayLocale = 'zh-TW',
) => formatDiscount({ type: v.discountType, value: v.discountValue }, locale);

/** Why a voucher cannot apply to this order, as its greyed row says (僅限染髮, 滿 $1,000 可用). */
export function voucherUnfitText(
  unfit: VoucherUnfit,
  v: Pick<WalletVoucher, 'targetNames'>,
  locale: DisplayLocale,
  t: TFunction,
): string {
  if (unfit.reason === 'minSpend') return t('wallet.pay.unfit.minSpend', { amount: formatMoney(unfit.minSpend) });
  if (unfit.reason === 'targets')
    return t('wallet.pay.unfit.targets', { names: v.targetNames.join(locale === 'en' ? ', ' : '、') });
  return t(`wallet.pay.unfit.${unfit.reason}`);
}
