import type { WalletVoucher } from '@salon/contract';
import { type DisplayLocale, formatDiscount, formatMoney, type VoucherUnfit } from '@salon/domain';
import type { TFunction } from 'i18next';

/** The discount as the spec words it (9 折, 折抵 200 元, 免費使用), in English 10% off, $200 off, Free. */
export const voucherDiscountText = (
  v: Pick<WalletVoucher, 'discountType' | 'discountValue'>,
  locale: DisplayLocale = 'zh-TW',
) => formatDiscount({ type: v.discountType, value: v.discountValue }, locale);

/** The voucher's targets in the language shown: the store's English where it gave one. */
export const targetNamesText = (v: Pick<WalletVoucher, 'targetNames' | 'targetNamesEn'>, locale: DisplayLocale) =>
  locale === 'en' ? v.targetNamesEn.join(', ') : v.targetNames.join('、');

/** Why a voucher cannot apply to this order, as its greyed row says (僅限染髮, 滿 $1,000 可用). */
export function voucherUnfitText(
  unfit: VoucherUnfit,
  v: Pick<WalletVoucher, 'targetNames' | 'targetNamesEn'>,
  locale: DisplayLocale,
  t: TFunction,
): string {
  if (unfit.reason === 'minSpend') return t('wallet.pay.unfit.minSpend', { amount: formatMoney(unfit.minSpend) });
  if (unfit.reason === 'targets') return t('wallet.pay.unfit.targets', { names: targetNamesText(v, locale) });
  return t(`wallet.pay.unfit.${unfit.reason}`);
}
