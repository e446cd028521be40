/**
 * LINE's LIFF SDK, only inside LINE. The SDK is loaded with a dynamic import the first time it is
 * needed, so it is its own chunk and never part of what a normal browser downloads.
 */

/** The part of the SDK we use (@line/liff's Liff has the same members). */
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  logout(): void;
  getIDToken(): string | null;
}

/** The query key a messaging app (LINE LIFF) uses to carry the in-app path (app/route-rewrite.ts follows it). */
export const LIFF_STATE = 'liff.state';

/** LINE's in-app browser says `Line/<version>` in its user agent; a LIFF link carries liff.state. */
function isLineBrowser(userAgent: string, search: string): boolean {
  return /\bLine\//.test(userAgent) || new URLSearchParams(search).has(LIFF_STATE);
}

// Read when the app starts: the router drops liff.state from the URL before the store guard runs.
const startedInLine =
  typeof window !== 'undefined' && isLineBrowser(window.navigator?.userAgent ?? '', window.location?.search ?? '');

/** Whether this page load is inside LINE (or came from a LIFF link). */
export const inLine = (): boolean => startedInLine;

let sdk: Promise<LiffSdk> | null = null;
let ready: { liffId: string; sdk: Promise<LiffSdk> } | null = null;

/** The SDK module, fetched once. */
function loadLiff(): Promise<LiffSdk> {
  sdk ??= import('@line/liff').then((module) => module.default as unknown as LiffSdk);
  return sdk;
}

/** The SDK initialised with the store's LIFF id (once per page load). */
export function initLiff(liffId: string): Promise<LiffSdk> {
  if (ready?.liffId !== liffId) {
    const pending = loadLiff().then(async (liff) => {
      await liff.init({ liffId });
      return liff;
    });
    // A failed init may be retried (e.g. after the refresh button of the login error dialog).
    pending.catch(() => {
      if (ready?.sdk === pending) ready = null;
    });
    ready = { liffId, sdk: pending };
  }
  return ready.sdk;
}

/** Logs out of LINE when the SDK was started; nothing to do otherwise. */
export async function logoutLiff(): Promise<void> {
  if (!ready) return;
  try {
    (await ready.sdk).logout();
  } catch {
    // The SDK never started: there is no LINE session to end.
  }
}
