import { describe, expect, it } from 'vitest';
import { voucherDiscountText } from './voucher-text';

describe('voucherDiscountText', () => {
  it('words percent vouchers in 折 (0 is 免費使用) and amounts in 元', () => {
    expect(voucherDiscountText({ discountType: 'Percent', discountValue: 90 })).toBe('9 折');
    expect(voucherDiscountText({ discountType: 'Percent', discountValue: 0 })).toBe('免費使用');
    expect(voucherDiscountText({ discountType: 'Amount', discountValue: 200 })).toBe('折抵 200 元');
  });
});
