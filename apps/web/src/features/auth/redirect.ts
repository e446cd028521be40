import { resolveRedirectUri } from '#web/app/route-rewrite';
import { matchRoutePath, pathTo, type RouteName } from '#web/app/routes';

/**
 * Where sign-in starts and where it returns (the auth guard and `redirectUri`).
 *
 * The auth guard sends a visitor without a token to UserLogin with `redirectUri` = the path they
 * asked for (path and query) and the `from` value of its query. After sign-in (or registration)
 * they go back to `redirectUri`. A `redirectUri` that is one of the spec's aliases (profile,
 * booking, …, as links from LINE carry them) is resolved the spec's way, `profile` going back to
 * the route named in `from`. Anything else — another store, another site, a sign-in screen — is
 * ignored and the customer lands on their profile.
 */

/** Screens of the sign-in path itself: never a place to return to. */
export const SIGN_IN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'UserLogin',
  'Sms',
  'Register',
  'RegisterProfile',
  'Auth',
  'AuthEmailLogin',
  'AuthEmailChange',
  'AuthEmailForget',
]);

export interface StoreBase {
  cname: string;
  userId?: string | null;
}

const ORIGIN = 'http://return.invalid';

/** A same-site path of this store that is not a sign-in screen, as `/demo/user/profile?x=1`, else null. */
export function safeReturnPath(value: string | null | undefined, cname: string): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const match = matchRoutePath(url.pathname);
  if (!match || match.params.cname !== cname || SIGN_IN_ROUTES.has(match.name)) return null;
  return `${url.pathname}${url.search}`;
}

/** UserLogin for a visitor who asked for `target` (the auth guard's redirect). */
export function loginPathFor(target: { pathname: string; search: string }, base: StoreBase): string {
  const from = new URLSearchParams(target.search).get('from');
  return pathTo(
    'UserLogin',
    { cname: base.cname, userId: base.userId },
    { redirectUri: `${target.pathname}${target.search}`, from },
  );
}

/**
 * Where a customer goes once signed in, from the sign-in screen's query (the sign-in screens pass
 * their whole query on to each other, so an alias keeps the ids it needs, e.g. bookingId).
 */
export function returnPathAfterLogin(search: string | URLSearchParams, base: StoreBase): string {
  const query = new URLSearchParams(search);
  const redirectUri = query.get('redirectUri');
  const path = safeReturnPath(redirectUri, base.cname);
  if (path) return path;
  if (redirectUri && !redirectUri.includes('/')) {
    query.delete('redirectUri');
    const resolved = resolveRedirectUri(redirectUri, base, query);
    const match = matchRoutePath(new URL(resolved, ORIGIN).pathname);
    if (match && !SIGN_IN_ROUTES.has(match.name)) return resolved;
  }
  return pathTo('UserProfile', { cname: base.cname, userId: base.userId });
}
