import type { BrowserContext } from 'playwright-core';
import { loginKey } from '../src/lib/storage';

/**
 * Shared fixtures of the browser tests. The server runs in the global setup's process, in test mode
 * (serve.ts), so test files reach it only over HTTP: customers, bookings and stores are made through
 * the real API, and its clock is moved through the test-only routes of apps/api/src/modules/testing.
 */

/** What the web app stores under `salon:login:<cname>` (lib/session.ts: token, expireTime, userId, gender, sourceId). */
export interface StoredLogin {
  token: string;
  expireTime: number;
  userId: string;
  gender: string;
  sourceId?: string;
}

/** One API call; `store` is the `code` query of the store it is for. Throws unless the envelope says SUCCESS. */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; store?: string } = {},
): Promise<T> {
  const url = `${baseUrl}/api${path}${path.includes('?') ? '&' : '?'}code=${opts.store ?? 'demo'}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { 'access-token': opts.token } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = (await response.json()) as { status: string; data: T };
  if (!response.ok || json.status !== 'SUCCESS')
    throw new Error(`${method} ${path} → ${response.status} ${json.status}`);
  return json.data;
}

/** A fresh Taiwanese mobile number that libphonenumber calls mobile: +8869, a digit 0–8, seven more. */
export function randomMobile(): { e164: string; national: string } {
  const rest = `${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return { e164: `+8869${rest}`, national: `09${rest}` };
}

interface OutboxEntry {
  to: string;
  code: string;
  /** Unix seconds on the server's clock. */
  sentAt: number;
}

/** The newest code the dev outbox holds for a phone, sent at or after `after` (unix s, server clock). */
export async function latestCode(baseUrl: string, e164: string, after = 0): Promise<OutboxEntry> {
  const outbox = await apiCall<OutboxEntry[]>(baseUrl, 'GET', `/dev/outbox?to=${encodeURIComponent(e164)}`);
  const entry = outbox.find((e) => e.sentAt >= after);
  if (!entry) throw new Error(`no code in the dev outbox for ${e164}`);
  return entry;
}

export interface RegisterInfo {
  lastName?: string;
  gender?: 'Female' | 'Male' | 'Other';
  birth?: { year: number; month: number; date: number } | null;
  email?: string | null;
}

/** A new customer through the real sign-in API: send a code, read it from the dev outbox, validate, register. */
export async function registerCustomer(
  baseUrl: string,
  opts: { phone?: string; store?: string; info?: RegisterInfo } = {},
): Promise<StoredLogin> {
  const phone = opts.phone ?? randomMobile().e164;
  const store = opts.store;
  await apiCall(baseUrl, 'POST', '/auth/sendValidateCode', { body: { phoneE164: phone }, store });
  const { code } = await latestCode(baseUrl, phone);
  const { authToken } = await apiCall<{ authToken: string }>(baseUrl, 'POST', '/auth/validatePhoneNumber', {
    body: { phoneE164: phone, code },
    store,
  });
  const registerInfo = {
    authToken,
    lastName: '林',
    gender: 'Female',
    birth: { year: 1990, month: 5, date: 20 },
    email: `e2e-${phone.slice(-8)}@example.com`,
    ...opts.info,
  };
  const login = await apiCall<StoredLogin & { sourceId: string | null }>(baseUrl, 'POST', '/auth/register', {
    body: { registerInfo },
    store,
  });
  return {
    token: login.token,
    expireTime: login.expireTime,
    userId: login.userId,
    gender: login.gender,
    ...(login.sourceId ? { sourceId: login.sourceId } : {}),
  };
}

/** Signs the browser in before any page loads: the login goes to local storage as the app keeps it. */
export async function storeLogin(context: BrowserContext, login: StoredLogin, cname = 'demo'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string)) localStorage.setItem(key as string, value as string);
    },
    [loginKey(cname), JSON.stringify(login)],
  );
}

/** A new customer of `store`, registered through the API and signed in in `context`'s pages. */
export async function signedInCustomer(
  context: BrowserContext,
  baseUrl: string,
  opts: { store?: string; info?: RegisterInfo } = {},
): Promise<StoredLogin> {
  const login = await registerCustomer(baseUrl, opts);
  await storeLogin(context, login, opts.store);
  return login;
}

/**
 * A booking paid at the salon, straight through the API (to take a time away from the browser, or
 * to start from one), at the demo store unless `store` names another.
 */
export function bookViaApi(
  baseUrl: string,
  token: string,
  body: {
    events: { productId: string; userId: string | null; subItemId?: string }[];
    startTime: number;
    customerNotes?: string;
  },
  store?: string,
) {
  return apiCall<{ bookingId: string }>(baseUrl, 'POST', '/bookings', {
    body: { customerCount: 1, parallel: false, customerNotes: '', paymentMethod: 'Cash', isAgree: true, ...body },
    token,
    store,
  });
}

/**
 * A signed-in customer with one booking of the demo store, made through the API: `productId` with
 * `designer` at their first free time from `daysAhead` days on (server clock). Far enough ahead by
 * default to leave the first free days to the journeys that pick them in the browser.
 */
export async function bookedCustomer(
  context: BrowserContext,
  baseUrl: string,
  opts: { productId?: string; designer?: string; daysAhead?: number } = {},
): Promise<{ login: StoredLogin; booking: { bookingId: string; startTime: number } }> {
  const events = [{ productId: opts.productId ?? 'care-treatment', userId: opts.designer ?? 'mia' }];
  const login = await signedInCustomer(context, baseUrl);
  const from = (await serverNow(baseUrl)) + (opts.daysAhead ?? 14) * 86400;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
  });
  const startTime = slots[0];
  if (startTime === undefined) throw new Error(`no free time for ${JSON.stringify(events)} in the week from ${from}`);
  const { bookingId } = await bookViaApi(baseUrl, login.token, { events, startTime });
  return { login, booking: { bookingId, startTime } };
}

/** A test-only route of the server (apps/api/src/modules/testing: test mode only, 404 otherwise). */
export async function testRoute<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/test${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { status: string; data: T };
  if (json.status !== 'SUCCESS') throw new Error(`${method} /api/test${path} → ${response.status} ${json.status}`);
  return json.data;
}

/** A second store: the demo store under a new code, for tests of what one store must not see of another. */
export function secondStore(
  baseUrl: string,
  name = '第二間店',
  extra: { liffId?: string } = {},
): Promise<{ code: string; name: string }> {
  const code = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  return testRoute(baseUrl, 'POST', '/stores', { code, name, ...extra });
}

export interface ClockState {
  now: number;
  offsetSeconds: number;
}

/** "Now" on the server's clock, unix seconds. */
export async function serverNow(baseUrl: string): Promise<number> {
  return (await testRoute<ClockState>(baseUrl, 'GET', '/clock')).now;
}
