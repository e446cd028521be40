import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYROLL_COLUMNS, type PayrollRow, payrollCsv, payrollTotals } from './csv';

const row = (name: string, n: number): PayrollRow => ({
  name,
  requestedRevenue: n,
  assignedRevenue: 2 * n,
  serviceRevenue: 3 * n,
  retailRevenue: 100,
  walletRevenue: 0,
  material: 10,
  assistantCommission: 0,
  commission: n,
});

describe('the payroll CSV', () => {
  it('has a heading, one row per designer, and the totals row', () => {
    const csv = payrollCsv([row('Amber 店長', 800), row('Kevin, 設計師', 100)], (k) => k);
    expect(csv.split('\r\n')).toEqual([
      'designer,requestedRevenue,assignedRevenue,serviceRevenue,retailRevenue,walletRevenue,material,assistantCommission,commission',
      'Amber 店長,800,1600,2400,100,0,10,0,800',
      '"Kevin, 設計師",100,200,300,100,0,10,0,100',
      'total,900,1800,2700,200,0,20,0,900',
      '',
    ]);
  });

  it("each column of its rows sums to the totals row, which is the screen's totals", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5000, max: 50_000 }), { maxLength: 8 }), (amounts) => {
        const rows = amounts.map((n, i) => row(`d${i}`, n));
        const lines = payrollCsv(rows, (k) => k)
          .trim()
          .split('\r\n');
        const body = lines.slice(1, -1).map((l) => l.split(',').slice(1).map(Number));
        const last = lines.at(-1)!.split(',').slice(1).map(Number);
        const totals = payrollTotals(rows);
        for (const [i, c] of PAYROLL_COLUMNS.entries()) {
          expect(body.reduce((s, r) => s + r[i]!, 0)).toBe(last[i]);
          expect(last[i]).toBe(totals[c]);
        }
      }),
    );
  });
});
