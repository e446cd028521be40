import { type Bracket, type CommissionRules, type PerformanceKind, rulesAt } from './rules';

/**
 * 業績 lines + the store's commission rules → commission lines. Pure: the API reads the payments
 * record into lines (`billLines`), this prices them. Every amount is whole dollars.
 */

/** One line of 業績: money taken (or given back, negative) for one thing a member served or sold. */
export interface PerformanceLine {
  id: string;
  /** Who it is credited to (a designer's id). */
  staffId: string;
  kind: PerformanceKind;
  /** Dollars, signed: a refund is negative. */
  amount: number;
  /** When the money moved (unix s): the period it counts in, and the rules it is paid under. */
  at: number;
  /** A service the customer chose her for (指定); false: assigned (不指定), and for sales. */
  requested: boolean;
  categoryId: string | null;
  productId: string | null;
  /** What the whole bill line sold for after its discount: a fixed material cost is shared by it. */
  lineValue: number;
  /** The assistant named on the service, who takes the rules' share of it. */
  assistantId: string | null;
  /** The bill line it comes from (a service of a booking, an item sold). */
  billLineId?: string;
  /** A refund of a line paid in an earlier period: it takes back that line's commission in proportion. */
  reverses?: { amount: number; commission: number; assistant: number } | null;
}

export interface CommissionLine {
  lineId: string;
  staffId: string;
  kind: PerformanceKind;
  amount: number;
  /** The material cost deducted first (service lines). */
  material: number;
  /** The percent she was paid at, brackets included (a band-by-band line: its dollar-weighted mean). */
  rate: number;
  commission: number;
  /** The assistant's share of a service, out of what the designer would have had. */
  assistant: { staffId: string; amount: number } | null;
}

const roundSigned = (x: number, sign: number) => sign * Math.round(Math.abs(x));
const pct = (p: number) => Math.min(100, Math.max(0, p));

function materialOf(line: PerformanceLine, rules: CommissionRules, size: number): number {
  const cost = line.kind === 'service' && line.productId ? rules.materials[line.productId] : undefined;
  if (!cost) return 0;
  const raw =
    cost.kind === 'fixed'
      ? cost.amount * (line.lineValue > 0 ? Math.min(1, size / line.lineValue) : 1)
      : (size * pct(cost.percent)) / 100;
  return Math.min(size, Math.round(Math.max(0, raw)));
}

function baseRate(line: PerformanceLine, rules: CommissionRules): number {
  if (line.kind === 'retail') return pct(rules.retail);
  if (line.kind === 'wallet') return pct(rules.wallet);
  const rates = (line.categoryId ? rules.categories[line.categoryId] : undefined) ?? rules.service;
  return pct(line.requested ? rates.requested : rates.assigned);
}

/** The bonus of the highest bracket `total` reaches (0 below the first). */
function bonusAt(brackets: readonly Bracket[], total: number): number {
  let bonus = 0;
  for (const b of brackets) if (total >= b.from && total > 0) bonus = b.bonus;
  return bonus;
}

/** The bonus of the dollar after `counted` dollars: the last bracket it lies beyond. */
function bandBonus(brackets: readonly Bracket[], counted: number): number {
  let bonus = 0;
  for (const b of brackets) if (b.from <= counted) bonus = b.bonus;
  return bonus;
}

/** Each bracketed line's dollars by the bonus they earn: the whole total's bracket, or band by band in time order. */
function bonusParts(lines: readonly PerformanceLine[], rules: CommissionRules): Map<string, [number, number][]> {
  const parts = new Map<string, [number, number][]>();
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (rules.bracketMode === 'whole') {
    const bonus = bonusAt(rules.brackets, total);
    for (const l of lines) parts.set(l.id, [[1, bonus]]);
    return parts;
  }
  let filled = 0;
  for (const l of [...lines].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))) {
    const own: [number, number][] = [];
    for (let dollar = 0; dollar < l.amount; ) {
      const next = rules.brackets.find((b) => b.from > filled + dollar)?.from ?? Number.POSITIVE_INFINITY;
      const run = Math.min(l.amount - dollar, next - (filled + dollar));
      own.push([run / l.amount, bandBonus(rules.brackets, filled + dollar)]);
      dollar += run;
    }
    filled += l.amount;
    parts.set(l.id, own);
  }
  return parts;
}

/** A line paid now (or given back without an earlier line to reverse): material, assistant, rate. */
function priced(line: PerformanceLine, rules: CommissionRules, bonuses: [number, number][]): CommissionLine {
  const sign = line.amount < 0 ? -1 : 1;
  const size = Math.abs(line.amount);
  const material = materialOf(line, rules, size);
  const base = size - material;
  const assistantAmount =
    line.kind === 'service' && line.assistantId ? Math.round((base * pct(rules.assistantShare)) / 100) : 0;
  const own = base - assistantAmount;
  const rate0 = baseRate(line, rules);
  const rate = bonuses.reduce((sum, [weight, bonus]) => sum + weight * pct(rate0 + bonus), 0);
  return {
    lineId: line.id,
    staffId: line.staffId,
    kind: line.kind,
    amount: line.amount,
    material: sign * material,
    rate: Math.round(rate * 100) / 100,
    commission: roundSigned((own * rate) / 100, sign),
    assistant:
      line.assistantId && assistantAmount > 0 ? { staffId: line.assistantId, amount: sign * assistantAmount } : null,
  };
}

/** A refund of an earlier period's line: its commission and the assistant's share taken back in proportion. */
function reversed(line: PerformanceLine, rules: CommissionRules): CommissionLine {
  const was = line.reverses!;
  const share = was.amount > 0 ? Math.min(1, Math.abs(line.amount) / was.amount) : 1;
  const assistant = -Math.round(was.assistant * share);
  return {
    ...priced(line, rules, [[1, 0]]),
    commission: -Math.round(was.commission * share),
    assistant: line.assistantId && assistant !== 0 ? { staffId: line.assistantId, amount: assistant } : null,
  };
}

/**
 * Prices a period's 業績 lines. Each line is paid under the rule set in force when its money moved;
 * the brackets are those in force at `periodStart`, reached by each member's service 業績 paid in
 * the period (a refund of an earlier period reverses that line at its own terms and moves no bracket).
 */
export function commissionOf(
  lines: readonly PerformanceLine[],
  sets: readonly CommissionRules[],
  periodStart: number,
): CommissionLine[] {
  const period = rulesAt(sets, periodStart);
  const bracketed = lines.filter((l) => l.kind === 'service' && l.amount > 0 && !l.reverses);
  const bonuses = new Map<string, [number, number][]>();
  for (const staffId of new Set(bracketed.map((l) => l.staffId)))
    for (const [id, parts] of bonusParts(
      bracketed.filter((l) => l.staffId === staffId),
      period,
    ))
      bonuses.set(id, parts);
  return lines.map((line) => {
    const rules = rulesAt(sets, line.at);
    if (line.reverses && line.amount < 0) return reversed(line, rules);
    return priced(line, rules, bonuses.get(line.id) ?? [[1, 0]]);
  });
}
