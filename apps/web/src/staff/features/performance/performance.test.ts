import { describe, expect, it } from 'vitest';
import { monthWindow, rulesBody, rulesDraft, setInForce, shiftMonth } from './performance';

const ZONE = 'Asia/Taipei';
const NOW = Date.UTC(2026, 10, 24, 2) / 1000;

describe("the performance page's months and rules form", () => {
  it('walks months in the store zone', () => {
    expect(monthWindow('2026-11', ZONE, NOW)).toEqual({
      from: Date.UTC(2026, 9, 31, 16) / 1000,
      to: Date.UTC(2026, 10, 30, 16) / 1000,
    });
    expect(monthWindow('nonsense', ZONE, NOW)).toEqual(monthWindow('2026-11', ZONE, NOW));
    expect(shiftMonth('2026-01', -1, ZONE, NOW)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1, ZONE, NOW)).toBe('2027-01');
  });

  it('starts from the set in force, sends every field of the form, and leaves blanks for the API to name', () => {
    const set = {
      effectiveFrom: 0,
      savedAt: 0,
      service: { requested: 40, assigned: 30 },
      categories: { color: { requested: 50, assigned: 35 } },
      retail: 10,
      wallet: 5,
      bracketMode: 'band' as const,
      brackets: [{ from: 100_000, bonus: 5 }],
      materials: { 'cut-wash': { kind: 'fixed' as const, amount: 100 } },
      assistantShare: 10,
    };
    expect(setInForce([set], NOW)).toBe(set);
    const draft = rulesDraft(set, '2026-11-24');
    expect(draft).toMatchObject({ requested: '40', bracketMode: 'band', brackets: [{ from: '100000', bonus: '5' }] });
    expect(draft.categories).toEqual({ color: { requested: '50', assigned: '35' } });
    expect(draft.materials).toEqual({ 'cut-wash': { kind: 'fixed', value: '100' } });
    const body = rulesBody({ ...draft, retail: '' });
    expect(body).toMatchObject({ effectiveFrom: '2026-11-24', categories: set.categories, materials: set.materials });
    expect(body.retail).toBeNaN();
    // A category's rates typed, another's both blank (the service rates apply); a share of material, another none.
    const edited = rulesBody({
      ...draft,
      categories: { cut: { requested: '55', assigned: '45' }, color: { requested: '', assigned: ' ' } },
      materials: { 'cut-wash': { kind: 'none', value: '100' }, 'color-single': { kind: 'share', value: '12' } },
    });
    expect(edited.categories).toEqual({ cut: { requested: 55, assigned: 45 } });
    expect(edited.materials).toEqual({ 'color-single': { kind: 'share', percent: 12 } });
    // One rate typed of two: the other is sent blank, for the API to name.
    expect(
      rulesBody({ ...draft, categories: { cut: { requested: '55', assigned: '' } } }).categories.cut?.assigned,
    ).toBeNaN();
    expect(rulesDraft(undefined, '2026-11-24')).toMatchObject({ requested: '0', brackets: [] });
  });
});
