import type { CancelCondition, StoreSetting } from '@salon/contract';
import { formatFull, formatMoney } from '@salon/domain';

/** A translation key with its values; the screen passes it to t(). */
export interface Phrase {
  key: string;
  values?: Record<string, string | number>;
}

export interface PolicyLine {
  when: Phrase;
  refund: Phrase;
  /** Full refunds show in green, partial ones as a warning, none muted (spec section 9). */
  tone: 'full' | 'partial' | 'none';
}

function whenOf(c: CancelCondition, zone: string): Phrase {
  const [unit, n] = c.deadline.split('_');
  if (unit === 'DAYS') return { key: 'terms.beforeDays', values: { count: Number(n) } };
  if (unit === 'HOURS') return { key: 'terms.beforeHours', values: { count: Number(n) } };
  if (c.deadline === 'END_TIME' && c.endTime)
    return { key: 'terms.beforeTime', values: { time: formatFull(c.endTime, zone) } };
  return { key: 'terms.otherwise' };
}

function refundOf(c: CancelCondition): Pick<PolicyLine, 'refund' | 'tone'> {
  if (c.refundType === 'Percent') {
    if (c.refundPercent >= 100) return { refund: { key: 'terms.fullRefund' }, tone: 'full' };
    if (c.refundPercent <= 0) return { refund: { key: 'terms.noRefund' }, tone: 'none' };
    return { refund: { key: 'terms.percentRefund', values: { percent: c.refundPercent } }, tone: 'partial' };
  }
  if (c.refundAmount <= 0) return { refund: { key: 'terms.noRefund' }, tone: 'none' };
  return { refund: { key: 'terms.amountRefund', values: { amount: formatMoney(c.refundAmount) } }, tone: 'partial' };
}

/**
 * The store's cancellation rules as lines to show: none for the None policy (no cancellation, no
 * refund), the first condition for Single, every condition in order for Multiple.
 */
export function cancelPolicyLines(
  store: Pick<StoreSetting, 'cancelPolicy' | 'cancelCondition' | 'timeZone'>,
): PolicyLine[] | 'noCancel' {
  if (store.cancelPolicy === 'None') return 'noCancel';
  const conditions = store.cancelPolicy === 'Single' ? store.cancelCondition.slice(0, 1) : store.cancelCondition;
  return conditions.map((c) => ({ when: whenOf(c, store.timeZone), ...refundOf(c) }));
}
