import { nowSeconds } from './clock';

/** Every local-storage key is the product prefix (`salon:`) plus a name. */
const STORAGE_PREFIX = 'salon:';

export const storageKey = (name: string): string => `${STORAGE_PREFIX}${name}`;

/** The stored login (token) of one store; filled by the sign-in issue. */
export const loginKey = (cname: string): string => storageKey(`login:${cname}`);

export const VERSION_KEY = storageKey('version');
export const LANGUAGE_KEY = storageKey('lang');

/** Just the slice of the Storage API we use, so tests can pass a Map-backed fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStore | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (private mode, some in-app browsers); the app still works without it.
    return null;
  }
}

export function readJson<T>(store: KeyValueStore | null, key: string): T | null {
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStore | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: losing a cache entry is not worth failing the page.
  }
}

export function removeKey(store: KeyValueStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // see writeJson
  }
}

export interface StoredLogin {
  token: string;
  expireTime: number;
  userId?: string;
  gender?: string;
  sourceId?: string;
}

/** The stored login of a store, or null when there is none or it is not a login (hand-edited, old shape). */
export function readLogin(cname: string, store: KeyValueStore | null = browserStorage('local')): StoredLogin | null {
  const login = readJson<Partial<StoredLogin>>(store, loginKey(cname));
  if (!login || typeof login.token !== 'string' || !login.token) return null;
  if (typeof login.expireTime !== 'number' || !Number.isFinite(login.expireTime)) return null;
  return login as StoredLogin;
}

/** A usable login: stored and not yet expired. The only login whose token is ever sent. */
export function activeLogin(
  cname: string,
  now: number = nowSeconds(),
  store: KeyValueStore | null = browserStorage('local'),
): StoredLogin | null {
  const login = readLogin(cname, store);
  return login && login.expireTime > now ? login : null;
}

/** A Map-backed store for tests and for browsers without storage. */
export function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}
