import type { CounterCheckoutBody } from '@salon/contract';
import { type CounterSplit, can, changeDue, discountProblem, splitCoverage } from '@salon/domain';
import { ApiError, fieldError } from '#api/http/errors';
import type { StaffScope } from '#api/modules/scope';
import type { Manual } from './bill';

/**
 * The counter's own checks of a checkout body: who may give a manual discount and how much (the
 * domain's `discountProblem`), how the rest is split between methods (`splitCoverage`), and the
 * cash tendered against the cash part (`changeDue`). Each refusal names its field (400).
 */

/** The manual discount asked for, checked: owner and manager only (403), at most what is left. */
export function manualDiscountOf(scope: StaffScope, body: CounterCheckoutBody, left: number): Manual | null {
  const asked = body.discount;
  if (!asked) return null;
  if (!can(scope.actor.role, 'give:discount:any')) throw new ApiError('FORBIDDEN');
  const problem = discountProblem(asked, left);
  if (problem === 'amount') throw fieldError('discount.amount', `折扣不可超過應收 $${Math.max(0, left)}`);
  if (problem === 'reason') throw fieldError('discount.reason', '請填寫折扣原因');
  return { amount: asked.amount, reason: asked.reason.trim() };
}

/** The counter methods' parts of what is due: the listed payments (their sum the due), or the one method for all of it. */
export function splitsOf(body: CounterCheckoutBody, due: number): CounterSplit[] {
  if (body.payments) {
    const coverage = splitCoverage(body.payments, due);
    if (coverage === 'short') throw fieldError('payments', `付款合計不足應收 $${due}`);
    if (coverage === 'over') throw fieldError('payments', `付款合計超過應收 $${due}`);
    if (coverage === 'invalid') throw fieldError('payments', '每種付款方式只能出現一次');
    return body.payments;
  }
  if (!body.method) throw fieldError('method', '請選擇付款方式');
  return [{ method: body.method, amount: due }];
}

/** The cash handed over, checked against the cash part: null when none was typed. */
export function tenderedOf(body: CounterCheckoutBody, splits: readonly CounterSplit[]): number | null {
  if (body.tendered === undefined) return null;
  const cash = splits.find((s) => s.method === 'Cash');
  if (!cash) throw fieldError('tendered', '沒有現金付款，不需收現金額');
  if (changeDue(body.tendered, cash.amount) === null) throw fieldError('tendered', `收現金額不足 $${cash.amount}`);
  return body.tendered;
}
