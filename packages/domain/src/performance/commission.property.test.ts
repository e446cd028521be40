import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CommissionLine, commissionOf, type PerformanceLine } from './commission';
import { billLines } from './lines';
import type { Bracket, CommissionRules, MaterialCost } from './rules';
import { rules as baseRules, serviceLine } from './test-support';

/*
 * The commission rule against random rule sets and periods: never negative, never above the 業績
 * it comes from; band by band never more than whole-amount at the same brackets; a refund in a
 * later period nets to zero over both periods.
 */

const rate = fc.integer({ min: 0, max: 100 });
const rates = fc.record({ requested: rate, assigned: rate });
const material: fc.Arbitrary<MaterialCost> = fc.oneof(
  fc.record({ kind: fc.constant('fixed' as const), amount: fc.integer({ min: 0, max: 3000 }) }),
  fc.record({ kind: fc.constant('share' as const), percent: rate }),
);
const brackets: fc.Arbitrary<Bracket[]> = fc
  .array(fc.record({ from: fc.integer({ min: 0, max: 200_000 }), bonus: fc.integer({ min: 0, max: 30 }) }), {
    maxLength: 4,
  })
  .map((bs) => {
    const froms = [...new Set(bs.map((b) => b.from))].sort((a, b) => a - b);
    const bonuses = bs.map((b) => b.bonus).sort((a, b) => a - b);
    return froms.map((from, i) => ({ from, bonus: bonuses[i] ?? 0 }));
  });
const rulesArb: fc.Arbitrary<CommissionRules> = fc
  .record({
    service: rates,
    color: rates,
    retail: rate,
    wallet: rate,
    bracketMode: fc.constantFrom('whole' as const, 'band' as const),
    brackets,
    material: fc.option(material, { nil: undefined }),
    assistantShare: rate,
  })
  .map((r) =>
    baseRules({
      service: r.service,
      categories: { color: r.color },
      retail: r.retail,
      wallet: r.wallet,
      bracketMode: r.bracketMode,
      brackets: r.brackets,
      materials: r.material ? { 'cut-wash': r.material } : {},
      assistantShare: r.assistantShare,
    }),
  );
const lineArb = (i: number): fc.Arbitrary<PerformanceLine> =>
  fc
    .record({
      kind: fc.constantFrom('service' as const, 'service' as const, 'retail' as const, 'wallet' as const),
      staffId: fc.constantFrom('amber', 'kevin'),
      amount: fc.integer({ min: 1, max: 80_000 }),
      part: fc.integer({ min: 1, max: 4 }),
      at: fc.integer({ min: 0, max: 1000 }),
      requested: fc.boolean(),
      categoryId: fc.constantFrom('cut', 'color'),
      assistantId: fc.option(fc.constantFrom('leo', 'mia'), { nil: null }),
    })
    .map((r) => serviceLine(`l${i}`, { ...r, lineValue: r.amount * r.part }));
const linesArb = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i))));

const paid = (c: CommissionLine) => c.commission + (c.assistant?.amount ?? 0);

describe('commission properties', () => {
  it('is never negative and never above the 業績 it comes from', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, (lines, set) => {
        for (const c of commissionOf(lines, [set], 0)) {
          expect(c.commission).toBeGreaterThanOrEqual(0);
          expect(c.assistant?.amount ?? 0).toBeGreaterThanOrEqual(0);
          expect(paid(c) + c.material).toBeLessThanOrEqual(c.amount);
        }
      }),
    );
  });

  it('band by band is never more than whole-amount at the same brackets', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, (lines, set) => {
        const band = commissionOf(lines, [{ ...set, bracketMode: 'band' }], 0);
        const whole = commissionOf(lines, [{ ...set, bracketMode: 'whole' }], 0);
        for (const [i, b] of band.entries()) expect(b.commission).toBeLessThanOrEqual(whole[i]!.commission);
      }),
    );
  });

  it('a refund in a later period nets to zero over both periods', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, rulesArb, fc.integer({ min: 0, max: 7 }), (lines, first, later, pick) => {
        const sold = lines[pick % lines.length]!;
        const before = commissionOf(lines, [first], 0).find((c) => c.lineId === sold.id)!;
        const refund: PerformanceLine = {
          ...sold,
          id: `${sold.id}:refund`,
          amount: -sold.amount,
          at: 2000,
          reverses: { amount: sold.amount, commission: before.commission, assistant: before.assistant?.amount ?? 0 },
        };
        const after = commissionOf([refund], [first, { ...later, effectiveFrom: 1500 }], 1500)[0]!;
        expect(after.amount + before.amount).toBe(0);
        expect(after.commission + before.commission).toBe(0);
        expect(paid(after) + paid(before)).toBe(0);
      }),
    );
  });

  it("a bill's payments and their refunds share the same lines: 業績 nets to zero per line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 3 }),
        (prices, discount, payments) => {
          const bill = {
            id: 'b',
            discount,
            lines: prices.map((amount, i) => ({
              id: `e${i}`,
              kind: 'service' as const,
              amount,
              staffId: i % 2 ? 'kevin' : 'amber',
              requested: i === 0,
              categoryId: 'cut',
              productId: 'cut-wash',
              assistantId: null,
              byTicket: false,
            })),
          };
          const moves = payments.flatMap((amount, i) => [
            { id: `p${i}`, at: 1, amount, by: 'money' as const },
            { id: `r${i}`, at: 2, amount: -amount, by: 'money' as const, reverses: `p${i}` },
          ]);
          const lines = billLines(bill, moves);
          expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(0);
          const paidIn = billLines(
            bill,
            moves.filter((m) => m.amount > 0),
          );
          expect(paidIn.reduce((s, l) => s + l.amount, 0)).toBe(payments.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });
});
