import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../vocabulary/index';
import { paymentActionFrom, paymentTransition, refundableAmount } from './status';

describe('payment status', () => {
  it('a pending payment is paid, declined or expires; a late payment of an expired one is still money taken', () => {
    expect(paymentTransition('Pending', 'pay')).toBe('Paid');
    expect(paymentTransition('Pending', 'fail')).toBe('Failed');
    expect(paymentTransition('Pending', 'expire')).toBe('Expired');
    expect(paymentTransition('Expired', 'pay')).toBe('Paid');
    for (const from of PAYMENT_STATUSES.filter((s) => s !== 'Pending')) {
      if (from !== 'Expired') expect(paymentTransition(from, 'pay')).toBeNull();
      expect(paymentTransition(from, 'fail')).toBeNull();
      expect(paymentTransition(from, 'expire')).toBeNull();
    }
  });

  it('a paid payment is refunded in part, then in whole; an unpaid one never', () => {
    expect(paymentTransition('Paid', 'refund', { paid: 1000, refunded: 500 })).toBe('PartiallyRefunded');
    expect(paymentTransition('PartiallyRefunded', 'refund', { paid: 1000, refunded: 1000 })).toBe('Refunded');
    expect(paymentTransition('Refunded', 'refund', { paid: 1000, refunded: 1000 })).toBeNull();
    expect(paymentTransition('Pending', 'refund', { paid: 0, refunded: 0 })).toBeNull();
    expect(paymentActionFrom('refund')).toEqual(['Paid', 'PartiallyRefunded']);
    expect(refundableAmount(1000, 300)).toBe(700);
    expect(refundableAmount(1000, 1200)).toBe(0);
  });
});
