import { describe, expect, it } from 'vitest';
import { holdUntil, onlineCharge, paymentDescription } from './amounts';

describe('what an online payment charges and how long it holds', () => {
  it('the deposit when one is required, the whole total otherwise', () => {
    expect(onlineCharge(2600, { required: true, amount: 500 })).toBe(500);
    expect(onlineCharge(2600, { required: true, amount: 2600 })).toBe(2600);
    expect(onlineCharge(2600, { required: false, amount: 0 })).toBe(2600);
    expect(onlineCharge(300, { required: true, amount: 500 })).toBe(300);
  });

  it('holds for the configured time, never past the start', () => {
    expect(holdUntil(1000, 900, 5000)).toBe(1900);
    expect(holdUntil(1000, 900, 1500)).toBe(1500);
    expect(holdUntil(1000, 900, null)).toBe(1900);
  });
});

describe('paymentDescription', () => {
  it('names the order in the customer’s language', () => {
    expect(paymentDescription('青禾髮藝', 'booking', 'zh-TW')).toBe('青禾髮藝 預約');
    expect(paymentDescription('青禾髮藝', 'pickup', 'zh-TW')).toBe('青禾髮藝 取貨訂單');
    expect(paymentDescription('青禾髮藝', 'booking', 'en')).toBe('青禾髮藝 booking');
    expect(paymentDescription('青禾髮藝', 'pickup', 'en')).toBe('青禾髮藝 pickup order');
  });
});
