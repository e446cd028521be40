import type { TicketDeadlineType, ValueCardStatus, WalletCounterMove } from '../vocabulary/index';

/** What staff may do to a card that exists: everything but selling it. */
export type CardMove = Extract<WalletCounterMove, 'TopUp' | 'Adjustment' | 'Freeze' | 'Unfreeze' | 'Deactivate'>;

/**
 * Whether a card in this state takes the move at the counter. A top-up needs an Active card (a
 * frozen one is unfrozen first, an expired or deactivated one takes no more money); an adjustment
 * corrects any card not deactivated; only an Active card is frozen and only a Frozen one unfrozen;
 * deactivating is final.
 *
 * @example cardMoveAllowed('Frozen', 'TopUp') // false; cardMoveAllowed('Frozen', 'Unfreeze') // true
 */
export function cardMoveAllowed(status: ValueCardStatus, move: CardMove): boolean {
  switch (move) {
    case 'TopUp':
    case 'Freeze':
      return status === 'Active';
    case 'Unfreeze':
      return status === 'Frozen';
    case 'Adjustment':
    case 'Deactivate':
      return status !== 'Deactivated';
  }
}

/** Why an adjustment of `amount` (+ or −) cannot be made on a card holding `balance`, or null. */
export function adjustmentProblem(balance: number, amount: number): 'ZERO' | 'BELOW_ZERO' | null {
  if (amount === 0) return 'ZERO';
  if (balance + amount < 0) return 'BELOW_ZERO';
  return null;
}

/**
 * Why a ticket sold now with this deadline would be unusable, or null: a During ticket needs an
 * end later than now (the spec's rule would call it Expired at once); an Unlimited one takes none.
 */
export function ticketDeadlineProblem(
  deadline: { deadlineType: TicketDeadlineType; endTime: number | null },
  now: number,
): 'END_REQUIRED' | 'END_PASSED' | 'END_NOT_ALLOWED' | null {
  if (deadline.deadlineType === 'Unlimited') return deadline.endTime === null ? null : 'END_NOT_ALLOWED';
  if (deadline.endTime === null) return 'END_REQUIRED';
  return deadline.endTime <= now ? 'END_PASSED' : null;
}
