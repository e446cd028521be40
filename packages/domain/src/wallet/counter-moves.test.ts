import { describe, expect, it } from 'vitest';
import { VALUE_CARD_STATUSES } from '../vocabulary/index';
import { adjustmentProblem, type CardMove, cardMoveAllowed, ticketDeadlineProblem } from './counter-moves';

describe('the wallet at the counter', () => {
  it('each card state takes exactly the moves the table allows', () => {
    const moves: CardMove[] = ['TopUp', 'Adjustment', 'Freeze', 'Unfreeze', 'Deactivate'];
    const table = Object.fromEntries(
      VALUE_CARD_STATUSES.map((status) => [status, moves.filter((m) => cardMoveAllowed(status, m))]),
    );
    expect(table).toEqual({
      Active: ['TopUp', 'Adjustment', 'Freeze', 'Deactivate'],
      Frozen: ['Adjustment', 'Unfreeze', 'Deactivate'],
      Expired: ['Adjustment', 'Deactivate'],
      Deactivated: [],
    });
  });

  it('an adjustment is never zero and never leaves the balance below 0', () => {
    expect(adjustmentProblem(500, 0)).toBe('ZERO');
    expect(adjustmentProblem(500, -500)).toBeNull();
    expect(adjustmentProblem(500, -501)).toBe('BELOW_ZERO');
    expect(adjustmentProblem(0, 300)).toBeNull();
  });

  it('a During ticket needs an end later than now; an Unlimited one takes none', () => {
    const now = 1_000;
    expect(ticketDeadlineProblem({ deadlineType: 'Unlimited', endTime: null }, now)).toBeNull();
    expect(ticketDeadlineProblem({ deadlineType: 'Unlimited', endTime: 2_000 }, now)).toBe('END_NOT_ALLOWED');
    expect(ticketDeadlineProblem({ deadlineType: 'During', endTime: null }, now)).toBe('END_REQUIRED');
    expect(ticketDeadlineProblem({ deadlineType: 'During', endTime: now }, now)).toBe('END_PASSED');
    expect(ticketDeadlineProblem({ deadlineType: 'During', endTime: now + 1 }, now)).toBeNull();
  });
});
