import { describe, expect, it } from 'vitest';
import { commissionOf } from './commission';
import { bracketsProblem, rulesAt } from './rules';
import { rules, serviceLine } from './test-support';
import { performanceTotals } from './totals';

const one = (line = serviceLine('a'), set = rules()) => commissionOf([line], [set], 0)[0]!;

describe('commission of a line', () => {
  it('pays 指定 at the requested rate and 不指定 at the assigned one, a category at its own', () => {
    expect(one(serviceLine('a', { requested: true })).commission).toBe(400);
    expect(one(serviceLine('a')).commission).toBe(300);
    const color = rules({ categories: { color: { requested: 50, assigned: 35 } } });
    expect(one(serviceLine('a', { categoryId: 'color', requested: true }), color).commission).toBe(500);
  });

  it('pays retail and wallet sales at their rates', () => {
    expect(one(serviceLine('r', { kind: 'retail', productId: null, categoryId: null })).commission).toBe(100);
    expect(one(serviceLine('w', { kind: 'wallet', productId: null, categoryId: null })).commission).toBe(50);
  });

  it('deducts the material cost first: fixed per service (shared by a part payment) or a share', () => {
    const fixed = rules({ materials: { 'cut-wash': { kind: 'fixed', amount: 200 } } });
    expect(one(serviceLine('a'), fixed)).toMatchObject({ material: 200, commission: 240 });
    expect(one(serviceLine('a', { amount: 500, lineValue: 1000 }), fixed)).toMatchObject({
      material: 100,
      commission: 120,
    });
    const share = rules({ materials: { 'cut-wash': { kind: 'share', percent: 10 } } });
    expect(one(serviceLine('a'), share)).toMatchObject({ material: 100, commission: 270 });
  });

  it("gives the assistant's share out of the designer's base", () => {
    const line = one(serviceLine('a', { assistantId: 'leo' }), rules({ assistantShare: 10 }));
    expect(line.assistant).toEqual({ staffId: 'leo', amount: 100 });
    expect(line.commission).toBe(270);
  });

  it('applies brackets on the whole amount or band by band', () => {
    const lines = [serviceLine('a', { amount: 60_000, at: 1 }), serviceLine('b', { amount: 60_000, at: 2 })];
    const brackets = [{ from: 100_000, bonus: 10 }];
    const whole = commissionOf(lines, [rules({ brackets, bracketMode: 'whole' })], 0);
    const band = commissionOf(lines, [rules({ brackets, bracketMode: 'band' })], 0);
    expect(whole.map((l) => l.commission)).toEqual([24_000, 24_000]);
    // 100,000 at 30%, the last 20,000 at 40%.
    expect(band.map((l) => l.commission)).toEqual([18_000, 20_000]);
  });

  it('keeps past lines under the rules they were paid under', () => {
    const before = rules({ effectiveFrom: 0 });
    const after = rules({ effectiveFrom: 500, service: { requested: 50, assigned: 50 } });
    const lines = commissionOf([serviceLine('old', { at: 100 }), serviceLine('new', { at: 600 })], [after, before], 0);
    expect(lines.map((l) => l.commission)).toEqual([300, 500]);
    expect(rulesAt([], 5).service.assigned).toBe(0);
  });

  it('reverses an earlier line at its own terms', () => {
    const refund = serviceLine('a:r', { amount: -500, reverses: { amount: 1000, commission: 300, assistant: 0 } });
    expect(one(refund, rules({ service: { requested: 90, assigned: 90 } })).commission).toBe(-150);
  });

  it('sums a member: 指定 and 不指定, kinds, the assistant share she earned', () => {
    const lines = commissionOf(
      [
        serviceLine('a', { requested: true }),
        serviceLine('b', { assistantId: 'leo' }),
        serviceLine('c', { kind: 'retail', amount: 300 }),
      ],
      [rules({ assistantShare: 10 })],
      0,
    ).map((l, i) => ({ ...l, requested: i === 0 }));
    const [amber, leo] = performanceTotals(['amber', 'leo'], lines);
    expect(amber).toMatchObject({
      serviceRevenue: 2000,
      requestedRevenue: 1000,
      assignedRevenue: 1000,
      retailRevenue: 300,
    });
    expect(amber!.commission).toBe(400 + 270 + 30);
    expect(leo).toMatchObject({ serviceRevenue: 0, assistantCommission: 100, commission: 100 });
  });

  it('checks brackets: ascending, bonuses never falling', () => {
    expect(
      bracketsProblem([
        { from: 0, bonus: 0 },
        { from: 100, bonus: 5 },
      ]),
    ).toBeNull();
    expect(
      bracketsProblem([
        { from: 100, bonus: 0 },
        { from: 100, bonus: 5 },
      ]),
    ).toBe('order');
    expect(
      bracketsProblem([
        { from: 0, bonus: 5 },
        { from: 100, bonus: 0 },
      ]),
    ).toBe('falling');
  });
});
