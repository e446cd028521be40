import { type LoaderFunction, type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { renewLoginWhenDue } from '#web/features/auth/api/renew-token';
import { hasPendingCode, hasRegistrationSession, readLoginSession } from '#web/features/auth/login-session';
import { loginPathFor, returnPathAfterLogin } from '#web/features/auth/redirect';
import { nowSeconds } from '#web/lib/clock';
import { activeLogin } from '#web/lib/storage';
import { pathTo, type RouteName } from '../routes';

/** Pages marked passAuth, which need sign-in: buy, checkout, detail, payment/retail, record, the user group. */
const PASS_AUTH_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Buy',
  'Checkout',
  'RecordDetail',
  'Payment',
  'Record',
  'UserProfile',
  'ProfileEditor',
  'UserValueCard',
  'UserVoucher',
]);

/** Pages marked needLoginSession: the registration screens need a verified phone. */
const NEED_LOGIN_SESSION_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['Register', 'RegisterProfile']);

/**
 * Auth guard: without a usable token of the store, a passAuth page redirects to UserLogin with
 * `redirectUri` (the page asked for) and the `from` of its query. Waits for the renewal on start,
 * which may replace or remove the stored login.
 */
async function authGuard({ request, params }: LoaderFunctionArgs): Promise<void> {
  const cname = params.cname;
  if (!cname) throw new Error('cname is required');
  await renewLoginWhenDue(cname);
  if (activeLogin(cname)) return;
  const base = { cname, userId: params.userId };
  const login = loginPathFor(new URL(request.url), base);
  // A phone verified moments ago whose registration was left half-way (back from step 2): go on
  // with it (what was typed is kept), instead of asking for a new code while the one just used is spent.
  if (hasRegistrationSession(readLoginSession(cname), nowSeconds()))
    throw redirect(pathTo('Register', base, new URL(login, 'http://salon.invalid').searchParams));
  throw redirect(login);
}

/**
 * needLoginSession: without a Login session of the store (a verified phone), back to UserLogin. A
 * customer signed in already (back onto step 1 once registered on step 2) goes on to where sign-in
 * takes them, in place of the step, so sign-in leaves one history entry.
 */
function loginSessionGuard({ request, params }: LoaderFunctionArgs): void {
  const cname = params.cname;
  if (!cname) throw new Error('cname is required');
  const search = new URL(request.url).searchParams;
  if (activeLogin(cname)) throw replace(returnPathAfterLogin(search, { cname, userId: params.userId }));
  if (hasRegistrationSession(readLoginSession(cname), nowSeconds())) return;
  throw redirect(pathTo('UserLogin', { cname, userId: params.userId }, new URL(request.url).searchParams));
}

/** The code screen: without a phone a code was sent to, back to UserLogin. */
function pendingCodeGuard({ request, params }: LoaderFunctionArgs): void {
  const cname = params.cname;
  if (!cname) throw new Error('cname is required');
  if (hasPendingCode(readLoginSession(cname))) return;
  throw redirect(pathTo('UserLogin', { cname, userId: params.userId }, new URL(request.url).searchParams));
}

/** A screen's loader behind the guards its route name needs (used by the router for every screen). */
export function guardedLoader(name: RouteName, loader?: LoaderFunction): LoaderFunction | undefined {
  const guard = PASS_AUTH_ROUTES.has(name)
    ? authGuard
    : NEED_LOGIN_SESSION_ROUTES.has(name)
      ? loginSessionGuard
      : name === 'Sms'
        ? pendingCodeGuard
        : null;
  if (!guard) return loader;
  return async (args, handlerCtx) => {
    await guard(args);
    return loader ? loader(args, handlerCtx) : null;
  };
}
