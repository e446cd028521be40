import { describe, expect, it } from 'vitest';
import { inboxAt, inboxKind, inboxUnseen } from './inbox';

const now = 1_000_000;
const since = now - 3600;
const base = { startTime: now + 86400, placedAt: now - 60, cancelledAt: null };

describe('inboxKind', () => {
  it('keeps a Pending booking to come, seen or not', () => {
    expect(inboxKind({ ...base, status: 'Pending', placedAt: since - 999 }, since, now)).toBe('pending');
    expect(inboxKind({ ...base, status: 'Pending', startTime: now - 1 }, since, now)).toBe('new');
  });
  it('shows one placed after the last look as new, one placed before not at all', () => {
    expect(inboxKind({ ...base, status: 'Confirmed' }, since, now)).toBe('new');
    expect(inboxKind({ ...base, status: 'Confirmed', placedAt: since }, since, now)).toBeNull();
  });
  it('shows a cancellation after the last look, and not one before', () => {
    expect(inboxKind({ ...base, status: 'Cancelled', cancelledAt: now - 5 }, since, now)).toBe('cancelled');
    expect(inboxKind({ ...base, status: 'Cancelled', cancelledAt: since - 5 }, since, now)).toBeNull();
  });
  it('leaves an expired one out', () => {
    expect(inboxKind({ ...base, status: 'Expired' }, since, now)).toBeNull();
  });
});

describe('inboxUnseen', () => {
  it('is news only after the last look, by its last change', () => {
    const cancelled = { ...base, status: 'Cancelled' as const, placedAt: since - 50, cancelledAt: now - 5 };
    expect(inboxAt(cancelled)).toBe(now - 5);
    expect(inboxUnseen(cancelled, since)).toBe(true);
    expect(inboxUnseen({ ...base, status: 'Pending', placedAt: since - 1 }, since)).toBe(false);
  });
});
