import { describe, expect, it } from 'vitest';
import { CASH_AT_COUNTER, offeredPaymentMethods } from './methods';

describe('offeredPaymentMethods', () => {
  it('is cash at the counter when the store lists none', () => {
    expect(offeredPaymentMethods([])).toEqual([{ method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款' }]);
  });

  it("is the store's own list when it has one", () => {
    const card = { method: 'CreditCard' as const, isPrepaid: true, lastNum: null, name: '信用卡' };
    expect(offeredPaymentMethods([card])).toEqual([card]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(CASH_AT_COUNTER)).toBe(true);
  });
});
