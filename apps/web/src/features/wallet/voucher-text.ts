import type { WalletVoucher } from '@salon/contract';
import { formatDiscount } from '@salon/domain';

/** The discount as the spec words it: 9 折, 折抵 200 元, 免費使用. */
export const voucherDiscountText = (v: Pick<WalletVoucher, 'discountType' | 'discountValue'>) =>
  formatDiscount({ type: v.discountType, value: v.discountValue });
