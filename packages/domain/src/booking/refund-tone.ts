import type { CancelNow } from './cancel-now-texts';
import type { RefundTone } from './cancellation-texts';

/**
 * The colour of what cancelling gives, before or after it went through: that of the policy line in
 * force (nothing paid yet: for a booking that prepays nothing, free and green), else the share of
 * the payment refunded — all of it full, some partial, none (or not allowed) muted.
 */
export function cancelNowTone(now: CancelNow): RefundTone {
  if (now.kind === 'policy') return now.line.tone;
  if (now.kind !== 'refund' || now.amount <= 0) return 'none';
  return now.amount >= now.paid ? 'full' : 'partial';
}
