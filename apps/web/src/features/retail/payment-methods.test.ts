import { describe, expect, it } from 'vitest';
import { retailPaymentMethods } from './payment-methods';

describe('payment methods of a pickup order', () => {
  it('pay-at-store methods can be chosen, online ones are shown unavailable', () => {
    const methods = retailPaymentMethods([
      { method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款' },
      { method: 'LinePayOffline', isPrepaid: false, lastNum: null, name: 'LINE Pay（現場）' },
      { method: 'CreditCard', isPrepaid: true, lastNum: null, name: '信用卡' },
      { method: 'ValueCard', isPrepaid: true, lastNum: null, name: '儲值卡' },
    ]);
    expect(methods.map((m) => [m.method, m.available])).toEqual([
      ['Cash', true],
      ['LinePayOffline', true],
      ['CreditCard', false],
      ['ValueCard', false],
    ]);
  });

  it('a store that lists no methods takes cash at the counter', () => {
    expect(retailPaymentMethods([])).toEqual([
      { method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款', available: true },
    ]);
  });
});
