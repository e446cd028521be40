import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import { NO_WALLET, toggleVoucher, withoutFailed } from './selection';

const chosen = { voucherIds: ['v1', 'v2'], customerValueCardId: 'c1', customerServiceTicketId: 't1' };
const failure = (status: string, data?: unknown) => new ApiError(422, status, 'x', data);

describe('the wallet choice at checkout', () => {
  it('toggles a voucher in and out, keeping the order chosen', () => {
    expect(toggleVoucher(toggleVoucher(NO_WALLET, 'a'), 'b').voucherIds).toEqual(['a', 'b']);
    expect(toggleVoucher(chosen, 'v1').voucherIds).toEqual(['v2']);
  });

  it('drops only what a failure names: the voucher, the card or the ticket', () => {
    expect(withoutFailed(chosen, failure('VOUCHER_IS_EXPIRED', { customerVoucherId: 'v2' }))).toEqual({
      ...chosen,
      voucherIds: ['v1'],
    });
    expect(withoutFailed(chosen, failure('VOUCHER_LOCKED', { customerVoucherId: ['v1', 'v2'] })).voucherIds).toEqual(
      [],
    );
    expect(withoutFailed(chosen, failure('THE_CARD_IS_EXPIRED')).customerValueCardId).toBeNull();
    expect(withoutFailed(chosen, failure('SERVICE_TICKET_INVALID')).customerServiceTicketId).toBeNull();
    expect(withoutFailed(chosen, failure('INVALID_OPERATIONS'))).toBe(chosen);
  });
});
