import { describe, expect, it } from 'vitest';
import { moneyPaidOf, moneyTaken, paidOf, prepaidOf, type RecordedPayment } from './record';

const row = (
  method: RecordedPayment['method'],
  amount: number,
  extra: Partial<RecordedPayment> = {},
): RecordedPayment => ({
  method,
  amount,
  refunded: 0,
  status: 'Paid',
  ...extra,
});

describe('the payments record', () => {
  it('a $1,880 bill paid by a $200 voucher and $1,680 cash is paid whole; the money taken is the cash', () => {
    const record = [row('Voucher', 200), row('Cash', 1680)];
    expect(paidOf(record)).toBe(1880);
    expect(moneyTaken(record)).toBe(1680);
  });

  it('counts only what the store has: not a pending or failed try, less what was refunded', () => {
    const record = [
      row('CreditCard', 500, { status: 'Failed' }),
      row('CreditCard', 500, { status: 'Pending' }),
      row('LinePayOnline', 500, { status: 'PartiallyRefunded', refunded: 200 }),
      row('ATM', 300, { status: 'Refunded', refunded: 300 }),
    ];
    expect(paidOf(record)).toBe(300);
    expect(moneyTaken(record)).toBe(300);
  });

  it("leaves the wallet's rows out of the money taken: a value card's money came in when it was sold", () => {
    const record = [row('ValueCard', 800), row('ServiceTicket', 1200), row('CardTerminal', 400)];
    expect(paidOf(record)).toBe(2400);
    expect(moneyTaken(record)).toBe(400);
  });

  it("counts the customer's money, value card included, but not a voucher's or a ticket's dollars off", () => {
    const record = [
      row('Voucher', 200),
      row('ServiceTicket', 600),
      row('ValueCard', 800, { status: 'PartiallyRefunded', refunded: 300 }),
      row('CreditCard', 1000),
    ];
    expect(prepaidOf(record)).toBe(1500);
  });

  it('is 0 for an order nothing paid', () => {
    expect(paidOf([])).toBe(0);
    expect(moneyTaken([])).toBe(0);
    expect(prepaidOf([])).toBe(0);
  });

  it("a customer's spending: money paid, refunds beside it, dated by the last payment; vouchers and tries are no money", () => {
    const dated = (r: RecordedPayment, paidAt: number) => ({ ...r, paidAt });
    expect(moneyPaidOf([])).toEqual({ paid: 0, refunded: 0, paidAt: null });
    expect(
      moneyPaidOf([dated(row('Voucher', 200), 10), dated(row('CreditCard', 500, { status: 'Pending' }), 20)]),
    ).toEqual({ paid: 0, refunded: 0, paidAt: null });
    expect(
      moneyPaidOf([
        dated(row('CreditCard', 1500, { status: 'PartiallyRefunded', refunded: 750 }), 100),
        dated(row('ValueCard', 300, { status: 'Refunded', refunded: 300 }), 50),
        dated(row('Cash', 200), 300),
        dated(row('ATM', 900, { status: 'Expired' }), 400),
      ]),
    ).toEqual({ paid: 2000, refunded: 1050, paidAt: 300 });
  });
});
