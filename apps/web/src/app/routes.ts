/**
 * Every screen's route name and its path under `/:cname/:userId?` (docs/product.md, Web routes). Code navigates
 * by name through `pathTo`, never by hand-written paths.
 */
export const ROUTE_PATHS = {
  Store: 'store',
  StoreMenu: 'menu/:pid?',
  StoreRetail: 'retail',
  RetailMenuDetail: 'merchandise',
  Booking: 'booking',
  // Not in the spec's table: the designer, date and time step of a new booking (before BookingDetail,
  // so the static segment wins when a path is matched).
  BookingTime: 'booking/new',
  BookingDetail: 'booking/:bookingId',
  Buy: 'buy',
  Checkout: 'checkout',
  RecordDetail: 'detail',
  FormDetail: 'form/:formId',
  Message: 'message',
  Payment: 'payment/retail',
  RetailOrderDetail: 'pickupOrder/:pickId',
  Record: 'record',
  Terms: 'terms',
  UserLogin: 'login',
  Register: 'register',
  RegisterProfile: 'registerProfile',
  Sms: 'sms',
  Auth: 'auth',
  AuthEmailLogin: 'auth/email/login',
  AuthEmailChange: 'auth/email/change',
  AuthEmailForget: 'auth/email/forget',
  User: 'user',
  UserProfile: 'user/profile',
  ProfileEditor: 'user/profile/editor',
  UserValueCard: 'user/valueCard',
  UserVoucher: 'user/voucher',
  VoucherDetail: 'voucher/:voucherId',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

export const isRouteName = (name: unknown): name is RouteName =>
  typeof name === 'string' && Object.hasOwn(ROUTE_PATHS, name);

export interface RouteParams {
  cname: string;
  userId?: string | null;
  [param: string]: string | null | undefined;
}

export type Query = Record<string, string | number | null | undefined> | URLSearchParams;

/** `/demo/menu`, `/demo/amber/booking/b1?x=1`. Missing required params throw: that is a bug in the caller. */
export function pathTo(name: RouteName, params: RouteParams, query?: Query): string {
  const segments = [params.cname, params.userId];
  for (const part of ROUTE_PATHS[name].split('/')) {
    if (!part.startsWith(':')) {
      segments.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const key = part.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (!value && !optional) throw new Error(`Route ${name} needs param ${key}`);
    segments.push(value);
  }
  if (!params.cname) throw new Error('cname is required');
  const path = `/${segments
    .filter((s): s is string => !!s)
    .map(encodeURIComponent)
    .join('/')}`;
  const qs = toSearch(query);
  return qs ? `${path}?${qs}` : path;
}

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  return params.toString();
}

export interface RouteMatch {
  name: RouteName;
  params: RouteParams;
  /** The bare `/:cname/:userId?` (shows the store page, but is not a named route). */
  root: boolean;
}

const COMPILED = ROUTE_NAMES.map((name) => ({ name, parts: ROUTE_PATHS[name].split('/') }));

function matchRest(rest: string[]): { name: RouteName; params: Record<string, string> } | null {
  for (const { name, parts } of COMPILED) {
    const params: Record<string, string> = {};
    let i = 0;
    let ok = true;
    for (const part of parts) {
      const segment = rest[i];
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        if (segment === undefined) {
          ok = optional;
          break;
        }
        params[part.slice(1, optional ? -1 : undefined)] = segment;
      } else if (segment !== part) {
        ok = false;
        break;
      }
      i++;
    }
    if (ok && i >= rest.length) return { name, params };
  }
  return null;
}

/**
 * Which route a path is, as the router sees it: a static segment after cname beats reading it as a
 * userId, so `/demo/store` is Store without userId and `/demo/xyz` is the store root for userId xyz.
 */
export function matchRoutePath(pathname: string): RouteMatch | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [cname, ...rest] = segments;
  if (!cname) return null;
  if (rest.length === 0) return { name: 'Store', params: { cname }, root: true };
  const withoutUser = matchRest(rest);
  if (withoutUser) return { name: withoutUser.name, params: { ...withoutUser.params, cname }, root: false };
  const [userId, ...afterUser] = rest as [string, ...string[]];
  if (afterUser.length === 0) return { name: 'Store', params: { cname, userId }, root: true };
  const withUser = matchRest(afterUser);
  return withUser ? { name: withUser.name, params: { ...withUser.params, cname, userId }, root: false } : null;
}
