import { LIFF_STATE } from '../lib/liff';
import { isRouteName, matchRoutePath, pathTo, ROUTE_PATHS, type RouteName, type RouteParams } from './routes';

const RETAIL_PAYMENT_PATH = '/payment/retail';

/** `redirectUri` aliases (as links from LINE carry them) and the route each one goes to. */
export const REDIRECT_ALIASES: Readonly<Record<string, RouteName>> = {
  store: 'Store',
  booking: 'Booking',
  record: 'Record',
  menu: 'StoreMenu',
  retail: 'StoreRetail',
  retailProduct: 'RetailMenuDetail',
  detail: 'RecordDetail',
  bookingDetail: 'BookingDetail',
  retailOrderDetail: 'RetailOrderDetail',
  profile: 'UserProfile',
  formDetail: 'BookingDetail',
  valueCard: 'UserValueCard',
  voucher: 'UserVoucher',
  buy: 'StoreRetail',
  profileEditor: 'ProfileEditor',
  login: 'UserLogin',
  terms: 'Terms',
};

export type Rewrite = { type: 'none' } | { type: 'redirect'; to: string };

const NONE: Rewrite = { type: 'none' };

/**
 * The route a `redirectUri` alias names, with the params it needs taken from the query. Unknown
 * aliases, and detail aliases whose id is missing, fall back to Store. `profile` goes back to the
 * route named in `from`. Used query keys are removed from `query`.
 */
export function resolveRedirectUri(
  redirectUri: string | null,
  base: { cname: string; userId?: string | null },
  query: URLSearchParams,
): string {
  let name: RouteName = (redirectUri && REDIRECT_ALIASES[redirectUri]) || 'Store';
  if (redirectUri === 'profile') {
    const from = query.get('from');
    query.delete('from');
    if (isRouteName(from)) name = from;
    else if (from && REDIRECT_ALIASES[from] && from !== 'profile') name = REDIRECT_ALIASES[from];
  }
  const params: RouteParams = { cname: base.cname, userId: base.userId };
  for (const part of ROUTE_PATHS[name].split('/')) {
    if (!part.startsWith(':')) continue;
    const optional = part.endsWith('?');
    const key = part.slice(1, optional ? -1 : undefined);
    const value = query.get(key);
    if (value) {
      params[key] = value;
      query.delete(key);
    } else if (!optional) {
      name = 'Store';
      break;
    }
  }
  return pathTo(name, name === 'Store' ? { cname: base.cname, userId: base.userId } : params, query);
}

/** Same-origin path and query of a liff.state value, without its fragment (never another origin). */
function liffTarget(state: string): string {
  const url = new URL(state.startsWith('?') ? `/${state}` : state, 'http://liff.invalid/');
  return `${url.pathname}${url.search}`;
}

/**
 * Where a URL must be sent before any screen shows (liff.state, cname or userId in the query, the
 * retail payment path, redirectUri aliases). Pure: the router's loaders turn a redirect into a
 * navigation. Throws Error('cname is required') when a cname is needed and absent.
 */
export function rewriteLocation(location: { pathname: string; search: string }): Rewrite {
  const query = new URLSearchParams(location.search);

  const liffState = query.get(LIFF_STATE);
  if (liffState) return { type: 'redirect', to: liffTarget(liffState) };

  const queryCname = query.get('cname');
  const queryUserId = query.get('userId');
  const pathname = location.pathname.replace(/\/+$/, '') || '/';

  if (pathname === RETAIL_PAYMENT_PATH) {
    if (!queryCname) throw new Error('cname is required');
    query.delete('cname');
    query.delete('userId');
    return { type: 'redirect', to: pathTo('Payment', { cname: queryCname, userId: queryUserId }, query) };
  }

  if (!queryCname && !queryUserId) return NONE;

  const match = matchRoutePath(pathname);
  const cname = queryCname || match?.params.cname;
  if (!cname) throw new Error('cname is required');
  const userId = queryUserId || match?.params.userId || null;
  query.delete('cname');
  query.delete('userId');

  if (match && !match.root) {
    return { type: 'redirect', to: pathTo(match.name, { ...match.params, cname, userId }, query) };
  }
  const built = matchRoutePath(`/${[cname, userId].filter(Boolean).join('/')}${pathname === '/' ? '' : pathname}`);
  if (built && !built.root) return { type: 'redirect', to: pathTo(built.name, built.params, query) };

  const redirectUri = query.get('redirectUri');
  query.delete('redirectUri');
  return { type: 'redirect', to: resolveRedirectUri(redirectUri, { cname, userId }, query) };
}
