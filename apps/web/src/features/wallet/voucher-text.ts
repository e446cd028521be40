import type { WalletVoucher } from '@salon/contract';
import { type DisplayLocale, formatDiscount } from '@salon/domain';

/** The discount as the spec words it (9 折, 折抵 200 元, 免費使用), in English 10% off, $200 off, Free. */
export const voucherDiscountText = (
  v: Pick<WalletVoucher, 'discountType' | 'discountValue'>,
  locale: DisplayLocale = 'zh-TW',
) => formatDiscount({ type: v.discountType, value: v.discountValue }, locale);
