import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import { unpaidOrder } from './unpaid-order';

type Created = { bookingId: string; status: string };

describe('unpaidOrder', () => {
  it('is the order a PAY_FAILED creation carries, so checkout can go to its page', () => {
    const error = new ApiError(422, 'PAY_FAILED', '付款失敗', { bookingId: 'b1', status: 'New', payment: null });
    expect(unpaidOrder<Created>(error, 'bookingId')).toEqual({ bookingId: 'b1', status: 'New', payment: null });
  });

  it('is null for another failure, or a PAY_FAILED without the order', () => {
    expect(unpaidOrder<Created>(new ApiError(422, 'PAYMENT_UNAVAILABLE', 'x', { bookingId: 'b1' }), 'bookingId')).toBe(
      null,
    );
    expect(unpaidOrder<Created>(new ApiError(422, 'PAY_FAILED', 'x'), 'bookingId')).toBe(null);
    expect(unpaidOrder<Created>(new ApiError(422, 'PAY_FAILED', 'x', { pickId: 'p1' }), 'bookingId')).toBe(null);
    expect(unpaidOrder<Created>(new Error('offline'), 'bookingId')).toBe(null);
  });
});
