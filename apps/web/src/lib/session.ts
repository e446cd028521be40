import type { LoginResult } from '@salon/contract';
import { TOKEN_RENEWAL_THRESHOLD_SECONDS } from '@salon/domain';
import { useSyncExternalStore } from 'react';
import { nowSeconds } from './clock';
import {
  activeLogin,
  browserStorage,
  type KeyValueStore,
  loginKey,
  readLogin,
  removeKey,
  type StoredLogin,
  writeJson,
} from './storage';

/**
 * The signed-in customer of each store: the login result stored in local storage
 * under `salon:login:<cname>` (read with lib/storage.ts readLogin / activeLogin), renewed on start
 * when it expires within 29 days.
 */

const local = () => browserStorage('local');

/** The stored shape: token, expireTime (unix s), userId, gender, sourceId (omitted when null). */
export function toStoredLogin(result: LoginResult): StoredLogin {
  const login: StoredLogin = {
    token: result.token,
    expireTime: result.expireTime,
    userId: result.userId,
    gender: result.gender,
  };
  if (result.sourceId) login.sourceId = result.sourceId;
  return login;
}

export function saveLogin(cname: string, result: LoginResult, storage: KeyValueStore | null = local()): StoredLogin {
  const login = toStoredLogin(result);
  writeJson(storage, loginKey(cname), login);
  notify();
  return login;
}

export function clearLogin(cname: string, storage: KeyValueStore | null = local()): void {
  removeKey(storage, loginKey(cname));
  notify();
}

export type RenewalDecision = 'none' | 'renew' | 'remove';

/**
 * What to do with a stored login on start: nothing without one or with 29 days or more left,
 * renew with less left (the API answers a new token then), remove one that has already expired.
 */
export function decideRenewal(
  login: Pick<StoredLogin, 'expireTime'> | null,
  now: number,
  threshold: number = TOKEN_RENEWAL_THRESHOLD_SECONDS,
): RenewalDecision {
  if (!login) return 'none';
  if (login.expireTime <= now) return 'remove';
  return login.expireTime - now < threshold ? 'renew' : 'none';
}

export interface RenewDeps {
  storage: KeyValueStore | null;
  now: () => number;
  renew: (cname: string) => Promise<LoginResult>;
}

/**
 * Renews the stored login of a store when the decision says so. A failed renewal (whatever the
 * reason) removes the stored login; a 401 also reloads the page (lib/api.ts).
 */
export async function renewLogin(cname: string, deps: RenewDeps): Promise<RenewalDecision> {
  const login = readLogin(cname, deps.storage);
  const decision = decideRenewal(login, deps.now());
  if (decision === 'remove') clearLogin(cname, deps.storage);
  if (decision !== 'renew' || !login) return decision;
  try {
    const result = await deps.renew(cname);
    // Another tab may have signed out or in meanwhile: only replace the login we renewed.
    if (readLogin(cname, deps.storage)?.token === login.token) saveLogin(cname, result, deps.storage);
  } catch {
    if (readLogin(cname, deps.storage)?.token === login.token) clearLogin(cname, deps.storage);
  }
  return decision;
}

const started = new Map<string, Promise<RenewalDecision>>();

/**
 * Once per page load and store: renews the login before the first call that sends it. The store
 * guard awaits it, so no request goes out with a token that the renewal is about to revoke.
 * `renew` is the auth feature's renewToken call (features/auth/api/renew-token.ts).
 */
export function renewLoginOnStart(cname: string, renew: RenewDeps['renew']): Promise<RenewalDecision> {
  let pending = started.get(cname);
  if (!pending) {
    pending = renewLogin(cname, { storage: local(), now: nowSeconds, renew });
    started.set(cname, pending);
  }
  return pending;
}

// Subscriptions: screens that show "signed in or not" re-render when this tab or another changes it.

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(loginKey(''))) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The token of the store's usable login, or null; updates on sign-in and sign-out. */
export function useLoginToken(cname: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => activeLogin(cname)?.token ?? null,
    () => null,
  );
}
