import { browserStorage, type KeyValueStore, storageKey } from '#web/lib/storage';

/**
 * The staff session's CSRF token: the session itself is an HttpOnly cookie the page never sees;
 * the token answered by sign-in (and by GET staffMe) is kept in memory and in this tab's session
 * storage, and sent as `x-csrf-token` on every state-changing staff call.
 */
const CSRF_KEY = storageKey('staff:csrf');
let csrf: string | null | undefined;

export function csrfToken(store: KeyValueStore | null = browserStorage('session')): string | null {
  if (csrf === undefined) csrf = store?.getItem(CSRF_KEY) ?? null;
  return csrf;
}

export function keepCsrfToken(token: string | null, store: KeyValueStore | null = browserStorage('session')): void {
  csrf = token;
  try {
    if (token) store?.setItem(CSRF_KEY, token);
    else store?.removeItem(CSRF_KEY);
  } catch {
    // Storage may be off: memory still holds the token for this page.
  }
}

const LOGIN_PREFIX = storageKey('login:');

/**
 * Local storage as the staff client sees it: without the customer's sign-in (a staff call never
 * sends a customer's token, and a staff 401 never signs the customer out of this browser).
 */
export function withoutCustomerLogin(store: KeyValueStore | null): KeyValueStore | null {
  if (!store) return null;
  return {
    getItem: (key) => (key.startsWith(LOGIN_PREFIX) ? null : store.getItem(key)),
    setItem: (key, value) => store.setItem(key, value),
    removeItem: (key) => {
      if (!key.startsWith(LOGIN_PREFIX)) store.removeItem(key);
    },
  };
}
