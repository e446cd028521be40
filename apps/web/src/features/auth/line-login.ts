import type { LineTokenVerifyResult, LoginResult } from '@salon/contract';
import { isApiError } from '#web/lib/api';
import type { LiffSdk } from '#web/lib/liff';
import { loginErrorCode } from './errors';

/**
 * Sign-in inside LINE: initialise LIFF with the store's liffId, send the customer
 * to LINE's login when LIFF is not logged in, verify LIFF's ID token with the API, then sign in
 * with the LINE proof. A LINE user who is no customer yet goes to UserLogin (the proof is kept and
 * bound after the phone sign-in); any other failure is shown in the login error dialog.
 */

export type LineLoginOutcome =
  | { type: 'skipped'; reason: 'not-in-line' | 'no-liff-id' | 'signed-in' | 'turned-off' }
  | { type: 'redirecting' }
  | { type: 'signed-in'; login: LoginResult }
  | { type: 'unknown-customer'; lineLoginId: string }
  | { type: 'failed'; code: string | null };

export interface LineLoginDeps {
  inLine: boolean;
  liffId: string | null;
  /** The store already has a usable stored login. */
  signedIn: boolean;
  /** LINE sign-in failed earlier in this tab and the customer went on with the phone. */
  turnedOff: boolean;
  /** The page to come back to from LINE's login. */
  href: string;
  init: (liffId: string) => Promise<LiffSdk>;
  verify: (lineToken: string) => Promise<LineTokenVerifyResult>;
  login: (lineLoginId: string) => Promise<LoginResult>;
}

export async function runLineLogin(deps: LineLoginDeps): Promise<LineLoginOutcome> {
  if (!deps.inLine) return { type: 'skipped', reason: 'not-in-line' };
  if (!deps.liffId) return { type: 'skipped', reason: 'no-liff-id' };
  if (deps.signedIn) return { type: 'skipped', reason: 'signed-in' };
  if (deps.turnedOff) return { type: 'skipped', reason: 'turned-off' };
  let lineLoginId: string | null = null;
  try {
    const liff = await deps.init(deps.liffId);
    if (!liff.isLoggedIn()) {
      liff.login({ redirectUri: deps.href });
      return { type: 'redirecting' };
    }
    const idToken = liff.getIDToken();
    // No ID token: the LIFF app lacks the openid scope — the store's setup, not the customer's fault.
    if (!idToken) return { type: 'failed', code: null };
    ({ lineLoginId } = await deps.verify(idToken));
    return { type: 'signed-in', login: await deps.login(lineLoginId) };
  } catch (error) {
    if (lineLoginId && isApiError(error, 'RESOURCE_NOT_FOUND')) return { type: 'unknown-customer', lineLoginId };
    return { type: 'failed', code: loginErrorCode(error) ?? 'UNKNOWN_ERROR' };
  }
}
