/**
 * A store's commission rules (抽成規則), as the owner sets them. Rates are whole percents (0–100)
 * of a line's 業績 after its material cost. A rule set applies from `effectiveFrom` (unix s): a
 * line is paid under the set in force when its money was taken, so a change never reaches back.
 */

/** What a line of 業績 is: a service she delivered, retail she sold, a wallet item she sold. */
export const PERFORMANCE_KINDS = ['service', 'retail', 'wallet'] as const;
export type PerformanceKind = (typeof PERFORMANCE_KINDS)[number];

/** How brackets are applied: the rate of the bracket reached on all 業績, or each band at its own rate. */
export const BRACKET_MODES = ['whole', 'band'] as const;
export type BracketMode = (typeof BRACKET_MODES)[number];

/** A service's rate when the customer chose her (指定) and when she was assigned (不指定). */
export interface ServiceRates {
  requested: number;
  assigned: number;
}

/** From `from` dollars of the period's service 業績 on, `bonus` percentage points more. */
export interface Bracket {
  from: number;
  bonus: number;
}

/** A service's material cost, deducted before any rate: dollars per service, or a percent of its 業績. */
export type MaterialCost = { kind: 'fixed'; amount: number } | { kind: 'share'; percent: number };

export interface CommissionRules {
  /** Unix seconds from which this set applies. */
  effectiveFrom: number;
  /** The rates of a service whose category has none of its own. */
  service: ServiceRates;
  /** Rates by service category id. */
  categories: Record<string, ServiceRates>;
  retail: number;
  wallet: number;
  bracketMode: BracketMode;
  /** Ascending by `from`, bonuses never falling (checked by the contract). */
  brackets: Bracket[];
  /** Material cost by service (product id). */
  materials: Record<string, MaterialCost>;
  /** The percent of a service's 業績 (after material) that goes to the assistant named on it. */
  assistantShare: number;
}

/** No rules set: nobody earns commission until the owner sets a rate. */
export const NO_COMMISSION: CommissionRules = {
  effectiveFrom: 0,
  service: { requested: 0, assigned: 0 },
  categories: {},
  retail: 0,
  wallet: 0,
  bracketMode: 'whole',
  brackets: [],
  materials: {},
  assistantShare: 0,
};

/** The set in force at `at`: the latest that took effect by then (none set yet: `NO_COMMISSION`). */
export function rulesAt(sets: readonly CommissionRules[], at: number): CommissionRules {
  let found: CommissionRules = NO_COMMISSION;
  for (const set of sets) if (set.effectiveFrom <= at && set.effectiveFrom >= found.effectiveFrom) found = set;
  return found;
}

/** The first problem of a rule set's brackets: not ascending, or a bonus lower than the one before. */
export function bracketsProblem(brackets: readonly Bracket[]): 'order' | 'falling' | null {
  for (let i = 1; i < brackets.length; i++) {
    const [before, now] = [brackets[i - 1] as Bracket, brackets[i] as Bracket];
    if (now.from <= before.from) return 'order';
    if (now.bonus < before.bonus) return 'falling';
  }
  return null;
}
