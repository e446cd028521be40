import { describe, expect, it } from 'vitest';
import { firstCountedAt } from './period';

describe('when an order was first counted as 業績', () => {
  it('is the earliest row that paid: money, a value card or a ticket; never a voucher, a try or nothing', () => {
    expect(
      firstCountedAt([
        { method: 'Cash', status: 'Paid', paidAt: 300 },
        { method: 'CreditCard', status: 'Refunded', paidAt: 200 },
        { method: 'Voucher', status: 'Paid', paidAt: 100 },
        { method: 'CreditCard', status: 'Failed', paidAt: 50 },
      ]),
    ).toBe(200);
    expect(firstCountedAt([{ method: 'ServiceTicket', status: 'Paid', paidAt: 400 }])).toBe(400);
    expect(firstCountedAt([{ method: 'Voucher', status: 'Paid', paidAt: 100 }])).toBeNull();
    expect(firstCountedAt([])).toBeNull();
  });
});
