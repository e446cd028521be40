import { describe, expect, it } from 'vitest';
import { guardedLoader, PASS_AUTH_ROUTES } from './auth-guard';

// In node there is no localStorage/sessionStorage: no stored login and no login session.
const run = async (name: Parameters<typeof guardedLoader>[0], url: string, params: Record<string, string>) => {
  const loader = guardedLoader(name, async () => 'screen');
  try {
    return await loader?.({ request: new Request(url), params, context: undefined } as never, undefined);
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('location') };
    throw thrown;
  }
};

describe('route guards', () => {
  it('marks the spec passAuth pages', () => {
    expect([...PASS_AUTH_ROUTES].sort()).toEqual(
      [
        'Buy',
        'Checkout',
        'Payment',
        'ProfileEditor',
        'Record',
        'RecordDetail',
        'UserProfile',
        'UserValueCard',
        'UserVoucher',
      ].sort(),
    );
  });

  it('a passAuth page without a token goes to UserLogin with redirectUri and from', async () => {
    expect(await run('Checkout', 'http://app.test/demo/checkout?from=StoreMenu', { cname: 'demo' })).toEqual({
      redirect: '/demo/login?redirectUri=%2Fdemo%2Fcheckout%3Ffrom%3DStoreMenu&from=StoreMenu',
    });
  });

  it('needLoginSession pages without a login session go to UserLogin, keeping the query', async () => {
    expect(await run('Register', 'http://app.test/demo/register?redirectUri=booking', { cname: 'demo' })).toEqual({
      redirect: '/demo/login?redirectUri=booking',
    });
    expect(await run('Sms', 'http://app.test/demo/amber/sms', { cname: 'demo', userId: 'amber' })).toEqual({
      redirect: '/demo/amber/login',
    });
  });

  it('other pages run their own loader only', async () => {
    expect(await run('StoreMenu', 'http://app.test/demo/menu', { cname: 'demo' })).toBe('screen');
    expect(guardedLoader('Store')).toBeUndefined();
  });
});
