import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathAfterLogin, safeReturnPath } from './redirect';

const base = { cname: 'demo' };
const loginOf = (pathAndQuery: string, b: { cname: string; userId?: string | null } = base) => {
  const u = new URL(pathAndQuery, 'http://app.test');
  return loginPathFor({ pathname: u.pathname, search: u.search }, b);
};
const after = (query: string, b: { cname: string; userId?: string | null } = base) =>
  returnPathAfterLogin(new URLSearchParams(query), b);

describe('auth guard redirect (spec: UserLogin with redirectUri and from)', () => {
  it('sends a passAuth page to UserLogin with the page as redirectUri', () => {
    expect(loginOf('/demo/user/profile')).toBe('/demo/login?redirectUri=%2Fdemo%2Fuser%2Fprofile');
  });

  it('keeps the query of the page and carries its from value', () => {
    const path = loginOf('/demo/checkout?from=StoreMenu&x=1');
    const url = new URL(path, 'http://app.test');
    expect(url.pathname).toBe('/demo/login');
    expect(url.searchParams.get('redirectUri')).toBe('/demo/checkout?from=StoreMenu&x=1');
    expect(url.searchParams.get('from')).toBe('StoreMenu');
  });

  it('stays on the designer page scope', () => {
    expect(loginOf('/demo/amber/record', { cname: 'demo', userId: 'amber' })).toBe(
      '/demo/amber/login?redirectUri=%2Fdemo%2Famber%2Frecord',
    );
  });
});

describe('return after sign-in', () => {
  it('goes back to the page the customer came from, with its query', () => {
    expect(after('redirectUri=%2Fdemo%2Fcheckout%3Fx%3D1')).toBe('/demo/checkout?x=1');
    expect(after(new URLSearchParams({ redirectUri: '/demo/user/profile/editor' }).toString())).toBe(
      '/demo/user/profile/editor',
    );
  });

  it('defaults to the profile without a redirectUri', () => {
    expect(after('')).toBe('/demo/user/profile');
    expect(after('', { cname: 'demo', userId: 'amber' })).toBe('/demo/amber/user/profile');
  });

  it('resolves the spec aliases; profile goes back to the route named in from', () => {
    expect(after('redirectUri=booking')).toBe('/demo/booking');
    expect(after('redirectUri=profile&from=Checkout')).toBe('/demo/checkout');
    expect(after('redirectUri=profile')).toBe('/demo/user/profile');
    expect(after('redirectUri=bookingDetail&bookingId=b1')).toBe('/demo/booking/b1');
    expect(after('redirectUri=nonsense')).toBe('/demo/store');
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['another store', '/other/user/profile'],
    ['the login screen itself', '/demo/login?redirectUri=%2Fdemo%2Fstore'],
    ['the code screen', '/demo/sms'],
  ])('never returns to %s', (_, target) => {
    expect(after(new URLSearchParams({ redirectUri: target }).toString())).toBe('/demo/user/profile');
  });

  it('a javascript: value is an unknown alias: the store page (spec: unknown falls back to Store)', () => {
    expect(after(new URLSearchParams({ redirectUri: 'javascript:alert(1)' }).toString())).toBe('/demo/store');
  });

  it('the login alias does not loop back to the login screen', () => {
    expect(after('redirectUri=login')).toBe('/demo/user/profile');
  });

  it('safeReturnPath drops the fragment and keeps the query', () => {
    expect(safeReturnPath('/demo/menu/perm?designer=amber#top', 'demo')).toBe('/demo/menu/perm?designer=amber');
    expect(safeReturnPath(null, 'demo')).toBeNull();
  });
});
