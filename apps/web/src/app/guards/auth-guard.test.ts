import { describe, expect, it } from 'vitest';
import { matchRoutePath } from '../routes';
import { guardedLoader } from './auth-guard';

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
  /** Runs the guards of the screen a path opens, as the router would. */
  const open = (path: string) => {
    const match = matchRoutePath(path);
    if (!match) throw new Error(`no route for ${path}`);
    return run(match.name, `http://app.test${path}`, match.params as Record<string, string>);
  };

  // Buy, checkout, detail, payment/retail, record and the user group need sign-in.
  it.each([
    '/demo/buy',
    '/demo/checkout',
    '/demo/detail',
    '/demo/payment/retail',
    '/demo/record',
    '/demo/user/profile',
    '/demo/user/profile/editor',
    '/demo/user/valueCard',
    '/demo/user/voucher',
    '/demo/amber/checkout',
    '/demo/amber/user/profile',
  ])('%s without a token goes to UserLogin with redirectUri', async (path) => {
    const login = path.startsWith('/demo/amber/') ? '/demo/amber/login' : '/demo/login';
    expect(await open(path)).toEqual({ redirect: `${login}?redirectUri=${encodeURIComponent(path)}` });
  });

  // Login, menu, retail, store and terms need no sign-in (nor does the booking list, which asks on the page).
  it.each(['/demo/login', '/demo/menu', '/demo/retail', '/demo/store', '/demo/terms', '/demo/booking'])(
    '%s opens without a token',
    async (path) => {
      expect(await open(path)).not.toHaveProperty('redirect');
    },
  );

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
