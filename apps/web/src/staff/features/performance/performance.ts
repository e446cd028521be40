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
}

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
  };
}

/** A typed number, or NaN for nothing typed (the API names the field). */
const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The body to save: the form's fields, the current set's category rates and material costs kept. */
export function rulesBody(draft: RulesDraft, current: CommissionRuleSet | undefined): RulesBody {
  return {
    effectiveFrom: draft.effectiveFrom,
    service: { requested: number(draft.requested), assigned: number(draft.assigned) },
    categories: current?.categories ?? {},
    retail: number(draft.retail),
    wallet: number(draft.wallet),
    bracketMode: draft.bracketMode,
    brackets: draft.brackets.map((b) => ({ from: number(b.from), bonus: number(b.bonus) })),
    materials: current?.materials ?? {},
    assistantShare: number(draft.assistantShare),
  };
}

/** The set in force at `at` among the saved ones (newest first), if any. */
export const setInForce = (sets: readonly CommissionRuleSet[], at: number) => sets.find((s) => s.effectiveFrom <= at);
