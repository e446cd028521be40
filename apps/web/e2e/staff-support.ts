import type { Language } from '@salon/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { check } from './axe-check';
import { apiCall, bookViaApi, registerCustomer, type StoredLogin, serverNow, testRoute } from './fixtures';

/* The staff app in the browser: desk-sized pages, signing in, and bookings made to look at. */

export const DESK = { width: 1280, height: 800 } as const;
export const TABLET = { width: 1024, height: 768 } as const;

export const OWNER = { email: 'owner@demo.test', password: 'demo-owner-pass' } as const;
export const AMBER = { email: 'amber@demo.test', password: 'demo-staff-pass' } as const;

/** A desk (1280×800, mouse) or front-desk tablet (1024×768, touch) page in Taipei, zh-TW or English. */
export async function openStaffPage(
  browser: Browser,
  size: { width: number; height: number },
  opts: { lang?: Language; deviceScaleFactor?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const touch = size.width < 1280;
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    hasTouch: touch,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  if (opts.lang === 'en') await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
  return { context, page: await context.newPage() };
}

type Size = { width: number; height: number };

/** A staff page (desk-sized unless `size`) in a context of its own, put in `contexts` for the file's afterEach to close. */
export async function staffPage(
  browser: Browser,
  contexts: BrowserContext[],
  size: Size = DESK,
  opts: { lang?: Language } = {},
): Promise<Page> {
  const { context, page } = await openStaffPage(browser, size, opts);
  contexts.push(context);
  return page;
}

/** A staff page signed in as the owner of `code` (the demo store unless named), on the day view. */
export async function ownerPage(
  browser: Browser,
  contexts: BrowserContext[],
  baseUrl: string,
  opts: { size?: Size; code?: string; lang?: Language } = {},
): Promise<Page> {
  const page = await staffPage(browser, contexts, opts.size, { lang: opts.lang });
  await signIn(page, baseUrl, OWNER, opts.code);
  return page;
}

/** Fills the sign-in form (the page is on it) and sends it. */
export async function fillSignIn(page: Page, who: { email: string; password: string }) {
  await page.locator('#staff-email').fill(who.email);
  await page.locator('#staff-password').fill(who.password);
  await page.locator('form button[type="submit"]').click();
}

/** Signs in through the staff sign-in screen and waits for the day view. */
export async function signIn(page: Page, baseUrl: string, who: { email: string; password: string }, code = 'demo') {
  await page.goto(`${baseUrl}/${code}/staff/login`);
  await fillSignIn(page, who);
  await page.waitForURL(`**/${code}/staff`);
  await page.getByTestId('day-title').waitFor();
}

/** Opens a back-office screen from the header's 管理 menu (menu, team, settings, figures, audit, invite). */
export async function openOffice(page: Page, name: string) {
  await page.getByTestId('nav-more').locator('summary').click();
  await page.getByTestId('nav-more').getByRole('link', { name, exact: true }).click();
}

/** `YYYY-MM-DD` in Taipei of unix seconds. */
export function taipeiDay(ts: number): string {
  return new Date((ts + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

/** The first free start of `productId` with `designer` from `daysAhead` days on (server clock), in `store` (else demo). */
export async function firstFreeStart(
  baseUrl: string,
  opts: { productId: string; designer: string; daysAhead: number; store?: string },
): Promise<number> {
  const events = [{ productId: opts.productId, userId: opts.designer }];
  const from = (await serverNow(baseUrl)) + opts.daysAhead * 86400;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
    store: opts.store,
  });
  const start = slots[0];
  if (start === undefined) throw new Error(`no free time for ${opts.productId} with ${opts.designer}`);
  return start;
}

/** An online booking (paid at the salon) by `token` at the first free start of `events` in the week from `daysAhead` days on. */
export async function bookFirstFree(
  baseUrl: string,
  opts: {
    token: string;
    events: { productId: string; userId: string | null; subItemId?: string }[];
    daysAhead: number;
    store?: string;
  },
): Promise<{ bookingId: string; startTime: number }> {
  const { token, events, store } = opts;
  const from = (await serverNow(baseUrl)) + opts.daysAhead * 86400;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
    store,
  });
  const startTime = slots[0];
  if (startTime === undefined) throw new Error(`no free time for ${JSON.stringify(events)} in the week from ${from}`);
  const { bookingId } = await bookViaApi(baseUrl, token, { events, startTime }, store);
  return { bookingId, startTime };
}

/**
 * A new customer's online booking of `productId` with `designer` on the Taipei day starting at
 * `dayStart`, at its `nth` free start (0: the first).
 */
export async function bookOnDay(
  baseUrl: string,
  opts: { productId: string; designer: string; dayStart: number; nth?: number; notes?: string },
): Promise<{ bookingId: string; startTime: number; login: StoredLogin }> {
  const login = await registerCustomer(baseUrl);
  const events = [{ productId: opts.productId, userId: opts.designer }];
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: opts.dayStart, endTime: opts.dayStart + 86400, events, customerCount: 1 },
  });
  const startTime = slots[Math.min(opts.nth ?? 0, slots.length - 1)];
  if (startTime === undefined) throw new Error(`no free time for ${opts.productId} with ${opts.designer} that day`);
  const { bookingId } = await bookViaApi(baseUrl, login.token, { events, startTime, customerNotes: opts.notes ?? '' });
  return { bookingId, startTime, login };
}

/** Unix seconds of Taipei midnight of `YYYY-MM-DD`. */
export const taipeiMidnight = (day: string): number => Date.parse(`${day}T00:00:00+08:00`) / 1000;

/** A staff call straight to the API as the demo owner (of `code`): signs in, then sends the session cookie and CSRF token. */
export async function ownerCall(
  baseUrl: string,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  code = 'demo',
): Promise<unknown> {
  const login = await fetch(`${baseUrl}/api/staff/auth/login?code=${code}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { data } = (await login.json()) as { data: { csrfToken: string } };
  const res = await fetch(`${baseUrl}/api/staff${path}${path.includes('?') ? '&' : '?'}code=${code}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': data.csrfToken },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** A copy of the demo store with the demo staff (owner@demo.test, amber@demo.test): a store a test may change. */
export function staffedStore(baseUrl: string, name = '後台測試店'): Promise<{ code: string; name: string }> {
  const code = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  return testRoute(baseUrl, 'POST', '/stores', { code, name, staff: true });
}

/** Axe finds no critical or serious violation on the page and no target under 44 px. */
export async function expectAccessible(page: Page, where: string) {
  const report = await check(page, where);
  expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
  expect(report.small, JSON.stringify(report.small)).toEqual([]);
}
