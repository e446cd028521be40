import { describe, expect, it } from 'vitest';
import { clearPendingActionOn, pendingActionOf, readPendingAction, rememberPendingAction } from './pending-action';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('the stored pending action', () => {
  it('is what a detail link from LINE asks for: formDetail keeps the booking and the form', () => {
    expect(pendingActionOf(new URLSearchParams('redirectUri=formDetail&bookingId=b1&formId=f1'))).toEqual({
      redirectUri: 'formDetail',
      id: 'b1',
      formId: 'f1',
    });
    expect(pendingActionOf(new URLSearchParams('redirectUri=retailOrderDetail&pickId=p1'))).toEqual({
      redirectUri: 'retailOrderDetail',
      id: 'p1',
    });
    expect(pendingActionOf(new URLSearchParams('redirectUri=menu'))).toBeNull();
    expect(pendingActionOf(new URLSearchParams('redirectUri=bookingDetail'))).toBeNull();
  });

  it('is cleared on arrival at the matching detail page, and only there', () => {
    const store = memory();
    rememberPendingAction('demo', { redirectUri: 'formDetail', id: 'b1', formId: 'f1' }, store);
    expect(clearPendingActionOn('demo', 'BookingDetail', 'other', store)).toBe(false);
    expect(clearPendingActionOn('demo', 'RetailOrderDetail', 'b1', store)).toBe(false);
    expect(readPendingAction('demo', store)).not.toBeNull();
    expect(clearPendingActionOn('demo', 'BookingDetail', 'b1', store)).toBe(true);
    expect(readPendingAction('demo', store)).toBeNull();
  });

  it('is kept per store', () => {
    const store = memory();
    rememberPendingAction('demo', { redirectUri: 'bookingDetail', id: 'b1' }, store);
    expect(readPendingAction('other', store)).toBeNull();
    expect(clearPendingActionOn('other', 'BookingDetail', 'b1', store)).toBe(false);
    expect(readPendingAction('demo', store)).toEqual({ redirectUri: 'bookingDetail', id: 'b1' });
  });
});
