import type { CommissionRuleSet } from '@salon/contract';
import { type BracketMode, monthName, monthNamed } from '@salon/domain';
import type { RulesBody } from './api/save-rules';

/** A month's window by its name ('2026-11'); the current month for anything else. */
export function monthWindow(month: string, zone: string, now: number) {
  return monthNamed(month, zone) ?? (monthNamed(monthName(now, zone), zone) as { from: number; to: number });
}

/** The month `by` months from `month` (−1 the one before, 1 the one after). */
export function shiftMonth(month: string, by: -1 | 1, zone: string, now: number): string {
  const window = monthWindow(month, zone, now);
  return monthName(by < 0 ? window.from - 1 : window.to, zone);
}

/** The rules form as typed: whole numbers as text, brackets as rows. */
export interface RulesDraft {
  effectiveFrom: string;
  requested: string;
  assigned: string;
  retail: string;
  wallet: string;
  assistantShare: string;
  bracketMode: BracketMode;
  brackets: { from: string; bonus: string }[];
  /** Rates by service category id: both blank, the service rates apply. */
  categories: Record<string, { requested: string; assigned: string }>;
  /** Material cost by service id: none, fixed dollars or a percent of its 業績. */
  materials: Record<string, { kind: MaterialKind; value: string }>;
}

export const MATERIAL_KINDS = ['none', 'fixed', 'share'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

const text = (n: number) => String(n);

/** The form for a new set: the current set's values (none: all zero), from `today` on. */
export function rulesDraft(current: CommissionRuleSet | undefined, today: string): RulesDraft {
  return {
    effectiveFrom: today,
    requested: text(current?.service.requested ?? 0),
    assigned: text(current?.service.assigned ?? 0),
    retail: text(current?.retail ?? 0),
    wallet: text(current?.wallet ?? 0),
    assistantShare: text(current?.assistantShare ?? 0),
    bracketMode: current?.bracketMode ?? 'whole',
    brackets: (current?.brackets ?? []).map((b) => ({ from: text(b.from), bonus: text(b.bonus) })),
    categories: Object.fromEntries(
      Object.entries(current?.categories ?? {}).map(([id, r]) => [
        id,
        { requested: text(r.requested), assigned: text(r.assigned) },
      ]),
    ),
    materials: Object.fromEntries(
      Object.entries(current?.materials ?? {}).map(([id, m]) => [
        id,
        { kind: m.kind, value: text(m.kind === 'fixed' ? m.amount : m.percent) },
      ]),
    ),
  };
}

/** A typed number, or NaN for nothing typed (the API names the field). */
const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The body to save: every field of the form; a category with both rates blank and a service without material are left out. */
export function rulesBody(draft: RulesDraft): RulesBody {
  const categories = Object.entries(draft.categories).filter(
    ([, r]) => r.requested.trim() !== '' || r.assigned.trim() !== '',
  );
  const materials = Object.entries(draft.materials).filter(([, m]) => m.kind !== 'none');
  return {
    effectiveFrom: draft.effectiveFrom,
    service: { requested: number(draft.requested), assigned: number(draft.assigned) },
    categories: Object.fromEntries(
      categories.map(([id, r]) => [id, { requested: number(r.requested), assigned: number(r.assigned) }]),
    ),
    retail: number(draft.retail),
    wallet: number(draft.wallet),
    bracketMode: draft.bracketMode,
    brackets: draft.brackets.map((b) => ({ from: number(b.from), bonus: number(b.bonus) })),
    materials: Object.fromEntries(
      materials.map(([id, m]) => [
        id,
        m.kind === 'fixed'
          ? { kind: 'fixed' as const, amount: number(m.value) }
          : { kind: 'share' as const, percent: number(m.value) },
      ]),
    ),
    assistantShare: number(draft.assistantShare),
  };
}

/** The set in force at `at` among the saved ones (newest first), if any. */
export const setInForce = (sets: readonly CommissionRuleSet[], at: number) => sets.find((s) => s.effectiveFrom <= at);
