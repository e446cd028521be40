import { describe, expect, it } from 'vitest';
import { REDIRECT_ALIASES, rewriteLocation } from './route-rewrite';
import { matchRoutePath, pathTo } from './routes';

const at = (url: string) => {
  const u = new URL(url, 'http://app.test');
  return rewriteLocation({ pathname: u.pathname, search: u.search });
};
const to = (url: string) => {
  const result = at(url);
  return result.type === 'redirect' ? result.to : null;
};

describe('route rewriting (query cname and userId, the retail payment path, redirectUri aliases)', () => {
  it.each([
    // "If a link carries cname or userId in its query, they become route parameters and the rest of the query is kept."
    [
      'query cname becomes the cname param, rest of the query kept',
      '/store?cname=demo&utm=line',
      '/demo/store?utm=line',
    ],
    ['query userId becomes the userId param', '/demo/menu?userId=amber', '/demo/amber/menu'],
    ['query cname and userId both become params', '/menu?cname=demo&userId=amber&a=1&b=2', '/demo/amber/menu?a=1&b=2'],
    ['query cname replaces the path cname on a named route', '/old/booking/b1?cname=demo', '/demo/booking/b1'],
    ['query userId replaces the path userId', '/demo/kevin/retail?userId=amber', '/demo/amber/retail'],
    // "The retail payment path requires cname in the query ...; it maps to route Payment."
    ['retail payment path maps to Payment', '/payment/retail?cname=demo&orderId=o1', '/demo/payment/retail?orderId=o1'],
    ['retail payment path keeps a userId', '/payment/retail?cname=demo&userId=amber', '/demo/amber/payment/retail'],
    // "If no route name is known, it is resolved from the path built from cname, userId and the original path"
    [
      'unknown route resolved from /cname/userId + original path',
      '/booking/b9?cname=demo&userId=amber',
      '/demo/amber/booking/b9',
    ],
    ['a path that is only a route part resolves under cname', '/terms?cname=demo', '/demo/terms'],
    // "...failing that, from a redirectUri query value."
    ['failing that, from redirectUri', '/?cname=demo&redirectUri=booking&x=1', '/demo/booking?x=1'],
    ['failing that, from redirectUri, with userId', '/?cname=demo&userId=amber&redirectUri=menu', '/demo/amber/menu'],
    // "Unknown falls back to Store."
    ['an unknown redirectUri falls back to Store', '/?cname=demo&redirectUri=nowhere', '/demo/store'],
    ['no redirectUri at all falls back to Store', '/?cname=demo', '/demo/store'],
    ['an unresolvable path falls back to Store', '/no/such/page?cname=demo', '/demo/store'],
    // "buy goes to StoreRetail."
    ['redirectUri buy goes to StoreRetail', '/?cname=demo&redirectUri=buy', '/demo/retail'],
    // "formDetail goes to BookingDetail with bookingId."
    [
      'redirectUri formDetail goes to BookingDetail with bookingId',
      '/?cname=demo&redirectUri=formDetail&bookingId=b1&formId=f1',
      '/demo/booking/b1?formId=f1',
    ],
    ['formDetail without a bookingId falls back to Store', '/?cname=demo&redirectUri=formDetail', '/demo/store'],
    // "profile goes back to the route named in the from query."
    [
      'redirectUri profile goes to the route named in from',
      '/?cname=demo&redirectUri=profile&from=Booking',
      '/demo/booking',
    ],
    ['profile with from naming an alias', '/?cname=demo&redirectUri=profile&from=valueCard', '/demo/user/valueCard'],
    ['profile without from goes to UserProfile', '/?cname=demo&redirectUri=profile', '/demo/user/profile'],
    // "If a messaging-app redirect-state query value is present, the browser is sent to it without the fragment."
    [
      'liff.state sends the browser to its path',
      `/?liff.state=${encodeURIComponent('/demo/menu?x=1')}`,
      '/demo/menu?x=1',
    ],
    ['liff.state drops the fragment', `/?liff.state=${encodeURIComponent('/demo/retail#top')}`, '/demo/retail'],
    [
      'liff.state that is only a query is rewritten on the next pass',
      `/?liff.state=${encodeURIComponent('?cname=demo')}`,
      '/?cname=demo',
    ],
    [
      'liff.state never leaves the origin',
      `/?liff.state=${encodeURIComponent('https://evil.example/x?y=1')}`,
      '/x?y=1',
    ],
  ])('%s: %s → %s', (_rule, from, expected) => {
    expect(to(from)).toBe(expected);
  });

  it.each(Object.entries(REDIRECT_ALIASES))('redirectUri alias %s → route %s', (alias, name) => {
    const ids = '&bookingId=b1&pickId=p1';
    const result = to(`/?cname=demo&redirectUri=${alias}${ids}`);
    expect(result).not.toBeNull();
    expect(matchRoutePath((result ?? '').split('?')[0] ?? '')?.name).toBe(name);
  });

  it("the retail payment path without cname fails with 'cname is required'", () => {
    expect(() => at('/payment/retail?orderId=o1')).toThrow(new Error('cname is required'));
  });

  it('a userId in the query without any cname fails', () => {
    expect(() => at('/?userId=amber')).toThrow('cname is required');
  });

  it.each(['/demo/store', '/demo/xyz', '/demo/amber/menu/p1?x=1', '/', '/demo/payment/retail'])(
    'a URL with nothing to rewrite is left alone: %s',
    (url) => {
      expect(at(url)).toEqual({ type: 'none' });
    },
  );

  it('a rewritten URL needs no second rewrite', () => {
    for (const url of ['/menu?cname=demo&userId=amber&a=1', '/?cname=demo&redirectUri=profile&from=Record']) {
      const next = to(url);
      expect(next && at(next)).toEqual({ type: 'none' });
    }
  });
});

describe('route matching (the router sees the same)', () => {
  it.each([
    ['/demo/store is Store with no userId', '/demo/store', 'Store', { cname: 'demo' }, false],
    ['/demo/xyz is the store root for userId xyz', '/demo/xyz', 'Store', { cname: 'demo', userId: 'xyz' }, true],
    ['/demo/xyz/store is Store for userId xyz', '/demo/xyz/store', 'Store', { cname: 'demo', userId: 'xyz' }, false],
    ['/demo is the store root', '/demo', 'Store', { cname: 'demo' }, true],
    ['menu with an optional pid', '/demo/menu/p1', 'StoreMenu', { cname: 'demo', pid: 'p1' }, false],
    ['menu without pid', '/demo/amber/menu', 'StoreMenu', { cname: 'demo', userId: 'amber' }, false],
    ['nested user route', '/demo/user/profile/editor', 'ProfileEditor', { cname: 'demo' }, false],
    ['booking detail', '/demo/booking/b1', 'BookingDetail', { cname: 'demo', bookingId: 'b1' }, false],
  ] as const)('%s', (_rule, path, name, params, root) => {
    expect(matchRoutePath(path)).toEqual({ name, params, root });
  });

  it('paths that match no route', () => {
    expect(matchRoutePath('/')).toBeNull();
    expect(matchRoutePath('/demo/amber/nope/x')).toBeNull();
  });

  it('pathTo builds paths by name and round-trips through matching', () => {
    expect(pathTo('StoreMenu', { cname: 'demo' })).toBe('/demo/menu');
    expect(pathTo('StoreMenu', { cname: 'demo', userId: 'amber', pid: 'cut-wash' }, { a: 1 })).toBe(
      '/demo/amber/menu/cut-wash?a=1',
    );
    expect(() => pathTo('BookingDetail', { cname: 'demo' })).toThrow(/bookingId/);
    expect(matchRoutePath(pathTo('RetailOrderDetail', { cname: 'demo', pickId: 'p 1' }))).toEqual({
      name: 'RetailOrderDetail',
      params: { cname: 'demo', pickId: 'p 1' },
      root: false,
    });
  });
});
