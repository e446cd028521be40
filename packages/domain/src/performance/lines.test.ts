import { describe, expect, it } from 'vitest';
import { type Bill, type BillLine, billLines } from './lines';

const line = (id: string, over: Partial<BillLine> = {}): BillLine => ({
  id,
  kind: 'service',
  amount: 800,
  staffId: 'amber',
  requested: true,
  categoryId: 'cut',
  productId: 'cut-wash',
  assistantId: null,
  byTicket: false,
  ...over,
});

describe("a bill's 業績 lines", () => {
  it('an $800 cut paid $640 after a $160 voucher is $640 of her service 業績', () => {
    const bill: Bill = { id: 'b', discount: 160, lines: [line('e0')] };
    const lines = billLines(bill, [{ id: 'p', at: 10, amount: 640, by: 'money' }]);
    expect(lines).toEqual([
      expect.objectContaining({ id: 'p:e0', staffId: 'amber', amount: 640, lineValue: 640, requested: true }),
    ]);
  });

  it('shares the money across services and retail by what each sold for; a ticket pays its own line', () => {
    const bill: Bill = {
      id: 'b',
      discount: 0,
      lines: [
        line('e0'),
        line('e1', { staffId: 'kevin', requested: false, amount: 1000, byTicket: true }),
        line('shampoo', { kind: 'retail', amount: 200, staffId: 'mia', productId: null }),
      ],
    };
    const lines = billLines(bill, [
      { id: 'cash', at: 10, amount: 1000, by: 'money' },
      { id: 'ticket', at: 10, amount: 1000, by: 'ticket' },
    ]);
    expect(lines.map((l) => [l.id, l.staffId, l.kind, l.amount])).toEqual([
      ['cash:e0', 'amber', 'service', 800],
      ['cash:shampoo', 'mia', 'retail', 200],
      ['ticket:e1', 'kevin', 'service', 1000],
    ]);
  });

  it("a refund's lines name the payment they give back", () => {
    const bill: Bill = { id: 'b', discount: 0, lines: [line('e0')] };
    const [refund] = billLines(bill, [{ id: 'r', at: 20, amount: -300, by: 'money', reverses: 'p' }]);
    expect(refund).toMatchObject({ id: 'p:e0:r', amount: -300 });
  });

  it('credits nobody for a line with no one to credit', () => {
    const bill: Bill = { id: 'b', discount: 0, lines: [line('x', { kind: 'retail', staffId: null })] };
    expect(billLines(bill, [{ id: 'p', at: 1, amount: 100, by: 'money' }])).toEqual([]);
  });
});
