import { describe, expect, it } from 'vitest';
import { loginKey } from '#web/lib/storage';
import { csrfToken, keepCsrfToken, withoutCustomerLogin } from './csrf';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

describe('the staff session in the page', () => {
  it('keeps the CSRF token in memory and in session storage, and forgets it', () => {
    const store = memory();
    keepCsrfToken('tok', store);
    expect(csrfToken(store)).toBe('tok');
    expect([...store.map.values()]).toEqual(['tok']);
    keepCsrfToken(null, store);
    expect(csrfToken(store)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it("never hands the customer's sign-in to a staff call, nor lets a staff 401 remove it", () => {
    const store = memory();
    store.setItem(loginKey('demo'), '{"token":"customer"}');
    store.setItem('salon:version', 'v');
    const seen = withoutCustomerLogin(store)!;
    expect(seen.getItem(loginKey('demo'))).toBeNull();
    expect(seen.getItem('salon:version')).toBe('v');
    seen.removeItem(loginKey('demo'));
    expect(store.getItem(loginKey('demo'))).not.toBeNull();
  });
});
