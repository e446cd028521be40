import { describe, expect, it } from 'vitest';
import { afterSignIn, setupToken } from './links';

describe('the staff sign-in links', () => {
  it('goes back only to a staff screen of the same store after signing in', () => {
    expect(afterSignIn('demo', '/demo/staff/week?date=2026-11-26')).toBe('/demo/staff/week?date=2026-11-26');
    expect(afterSignIn('demo', '/demo/booking')).toBe('/demo/staff');
    expect(afterSignIn('demo', 'https://evil.test/demo/staff')).toBe('/demo/staff');
    expect(afterSignIn('demo', '/demo/staffX')).toBe('/demo/staff');
    expect(afterSignIn('demo', null)).toBe('/demo/staff');
  });

  it('reads the set-password token from the link fragment', () => {
    expect(setupToken('#token=abc123')).toBe('abc123');
    expect(setupToken('')).toBeNull();
  });
});
