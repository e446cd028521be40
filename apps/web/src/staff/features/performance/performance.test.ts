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

  it('starts from the set in force, keeps what the form does not edit, and leaves blanks for the API to name', () => {
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
    const body = rulesBody({ ...draft, retail: '' }, set);
    expect(body).toMatchObject({ effectiveFrom: '2026-11-24', categories: set.categories, materials: set.materials });
    expect(body.retail).toBeNaN();
    expect(rulesDraft(undefined, '2026-11-24')).toMatchObject({ requested: '0', brackets: [] });
  });
});
