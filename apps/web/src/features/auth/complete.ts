import type { LoginResult } from '@salon/contract';
import { nowSeconds } from '#web/lib/clock';
import { queryClient } from '#web/lib/query-client';
import { saveLogin } from '#web/lib/session';
import { lineBinding } from './api/line-binding';
import { clearLoginSession, pendingLineLogin, readLoginSession } from './login-session';
import { returnPathAfterLogin, type StoreBase, safeReturnPath } from './redirect';

export interface SignInDone {
  /** Where to go now (the page the customer came from, by default their profile). */
  destination: string;
  /** Binding the LINE account failed (e.g. LINE_ALREADY_BOUND); the customer is signed in anyway. */
  bindError: unknown;
}

/**
 * The end of every sign-in path: store the login of the store, forget cached customer data of
 * whoever was signed in before, bind a pending LINE account (spec: lineBinding after a phone
 * sign-in), end the login session, and say where to return.
 */
export async function completeSignIn(
  base: StoreBase,
  login: LoginResult,
  search: string | URLSearchParams,
  options: { bindLine?: boolean } = {},
): Promise<SignInDone> {
  const { cname } = base;
  saveLogin(cname, login);
  queryClient.removeQueries({ queryKey: ['customer', cname] });
  let destination = returnPathAfterLogin(search, base);
  let bindError: unknown = null;
  const lineLoginId = options.bindLine === false ? null : pendingLineLogin(readLoginSession(cname), nowSeconds());
  if (lineLoginId) {
    try {
      const bound = await lineBinding(cname, lineLoginId, destination);
      destination = safeReturnPath(bound.destinationURI, cname) ?? destination;
    } catch (error) {
      bindError = error;
    }
  }
  clearLoginSession(cname);
  return { destination, bindError };
}
