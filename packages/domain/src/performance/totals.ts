import type { CommissionLine } from './commission';

/** One member's period: 業績 by kind (service split 指定 / 不指定) and commission (assistant shares included). */
export interface PerformanceTotals {
  staffId: string;
  serviceRevenue: number;
  requestedRevenue: number;
  assignedRevenue: number;
  retailRevenue: number;
  walletRevenue: number;
  material: number;
  assistantCommission: number;
  commission: number;
}

const empty = (staffId: string): PerformanceTotals => ({
  staffId,
  serviceRevenue: 0,
  requestedRevenue: 0,
  assignedRevenue: 0,
  retailRevenue: 0,
  walletRevenue: 0,
  material: 0,
  assistantCommission: 0,
  commission: 0,
});

/**
 * Sums a period's commission lines per member, for `staffIds` in that order (a member with no line
 * has zeros). `requested` tells a service line's 指定 from 不指定 by its line id.
 */
export function performanceTotals(
  staffIds: readonly string[],
  lines: readonly (CommissionLine & { requested: boolean })[],
): PerformanceTotals[] {
  const totals = new Map(staffIds.map((id) => [id, empty(id)]));
  for (const l of lines) {
    const own = totals.get(l.staffId);
    if (own) {
      if (l.kind === 'service') {
        own.serviceRevenue += l.amount;
        if (l.requested) own.requestedRevenue += l.amount;
        else own.assignedRevenue += l.amount;
      } else if (l.kind === 'retail') own.retailRevenue += l.amount;
      else own.walletRevenue += l.amount;
      own.material += l.material;
      own.commission += l.commission;
    }
    const helper = l.assistant && totals.get(l.assistant.staffId);
    if (helper && l.assistant) {
      helper.assistantCommission += l.assistant.amount;
      helper.commission += l.assistant.amount;
    }
  }
  return [...totals.values()];
}
