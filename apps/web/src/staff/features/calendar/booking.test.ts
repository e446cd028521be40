import { describe, expect, it } from 'vitest';
import { allowedActions, amountDue, canCheckout, paymentState, serviceNames } from './booking';

const START = 2_000_000_000;

describe('what staff may do to a booking now', () => {
  it('follows the domain state machine, timing included', () => {
    expect(allowedActions({ status: 'Pending', startTime: START }, START - 60)).toEqual(['confirm', 'close']);
    // Confirming is refused from the start on.
    expect(allowedActions({ status: 'Pending', startTime: START }, START)).toEqual(['close']);
    expect(allowedActions({ status: 'Confirmed', startTime: START }, START - 60)).toEqual(['arrive', 'close']);
    expect(allowedActions({ status: 'Confirmed', startTime: START }, START + 60)).toEqual([
      'arrive',
      'noShow',
      'close',
    ]);
    // A check-in tapped by mistake is taken back (Arrived → Confirmed); nothing else undoes it.
    expect(allowedActions({ status: 'Arrived', startTime: START }, START)).toEqual(['undoArrive', 'complete']);
    expect(allowedActions({ status: 'Closed', startTime: START }, START)).toEqual([]);
    expect(canCheckout({ status: 'Arrived' })).toBe(true);
    expect(canCheckout({ status: 'Confirmed' })).toBe(false);
    // Completed at the day panel, it is still checked out; once Paid, never again.
    expect(canCheckout({ status: 'Completed' })).toBe(true);
    expect(canCheckout({ status: 'Paid' })).toBe(false);
  });

  it('says paid, awaiting an online payment, a deposit paid, or due at the counter', () => {
    const booked = { status: 'Confirmed' as const, total: 800, awaitingPaymentUntil: null };
    expect(paymentState({ ...booked, paidAmount: 800 }, START)).toBe('paid');
    expect(paymentState({ ...booked, paidAmount: 0, awaitingPaymentUntil: START + 600 }, START)).toBe('awaiting');
    expect(paymentState({ ...booked, paidAmount: 0, awaitingPaymentUntil: START - 1 }, START)).toBe('due');
    expect(paymentState({ ...booked, paidAmount: 300 }, START)).toBe('partly');
    expect(amountDue({ ...booked, paidAmount: 300 })).toBe(500);
  });

  it('asks nothing for a visit that is off: cancelled, closed, a no-show or expired', () => {
    for (const status of ['Cancelled', 'Closed', 'NoShow', 'Expired'] as const) {
      const booking = { status, total: 800, paidAmount: 0, awaitingPaymentUntil: null };
      expect(paymentState(booking, START)).toBe('none');
      expect(amountDue(booking)).toBe(0);
    }
  });

  it('names the services of a column in order, once each', () => {
    const events = [
      { userId: 'mia', productId: 'b', name: '護髮', startTime: 20, endTime: 30 },
      { userId: 'amber', productId: 'a', name: '剪髮', startTime: 10, endTime: 20 },
      { userId: 'amber', productId: 'a', name: '剪髮', startTime: 30, endTime: 40 },
    ];
    expect(serviceNames({ events }, 'amber')).toEqual(['剪髮']);
    expect(serviceNames({ events })).toEqual(['剪髮', '護髮']);
  });
});
