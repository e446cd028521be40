import type { CancelCondition } from '../vocabulary/catalog';
import { type RefundTone, refundTone } from './cancellation-texts';

/** The tone of what cancelling now gives: that of the current condition, none when cancelling is not allowed. */
export function refundNowTone(allowed: boolean, conditions: readonly CancelCondition[]): RefundTone {
  if (!allowed) return 'none';
  const current = conditions.find((c) => c.isCurrent);
  return current ? refundTone(current) : 'none';
}

/**
 * The tone of a cancellation that went through. With money paid, from the refund: all of it back
 * is full, some is partial, none is none. With nothing paid (pay at the store) the result is the
 * condition that applied, so its tone is the one shown before cancelling (`before`).
 */
export function cancelledTone(result: { refund: number }, paid: number, before: RefundTone): RefundTone {
  if (paid <= 0) return before;
  if (result.refund >= paid) return 'full';
  return result.refund > 0 ? 'partial' : 'none';
}
