import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LANGUAGES, type Language } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pathTo, type RouteName } from '../src/app/routes';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { chooseFirstFreeDay } from './booking-support';
import { settleTransitions } from './browser';
import { apiCall, bookedCustomer, latestCode, randomMobile } from './fixtures';
import { pagePerTest } from './page-per-test';

/**
 * axe-core over every route of app/routes.ts, signed out and signed in, in zh-TW and in English:
 * no critical or serious violation anywhere. On the same pages, every touch target (buttons,
 * [role=button], links that are not inline text, selects, chips drawn by labels) is at least
 * 44×44 px. Inline text links (display: inline, inside a sentence) are the exception WCAG 2.5.8
 * allows; they are not counted.
 */

const baseUrl = inject('baseUrl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const MIN_TARGET = 44;

let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

type Lang = Language;

/** Texts of the few controls the walk presses, in each language. */
const TEXT = {
  'zh-TW': {
    add: '加入預約',
    chooseTime: '選擇時間',
    next: '下一步',
    getCode: '取得驗證碼',
    phone: '手機號碼',
    code: '6 位數驗證碼',
    name: '姓名',
    female: '女',
  },
  en: {
    add: 'Add to booking',
    chooseTime: 'Choose a time',
    next: 'Next',
    getCode: 'Get code',
    phone: 'Mobile number',
    code: '6-digit code',
    name: 'Name',
    female: 'Female',
  },
} as const;

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface Target {
  what: string;
  width: number;
  height: number;
}

interface PageReport {
  where: string;
  violations: Violation[];
  smallTargets: Target[];
  smallest: Target | null;
}

const cname = 'demo';
const to = (name: RouteName, params: Record<string, string> = {}, query?: Record<string, string>) =>
  pathTo(name, { cname, ...params }, query);

async function useLanguage(lang: Lang) {
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [LANGUAGE_KEY, lang],
  );
}

/** Waits until the route has rendered its content (no skeleton, no pending requests). */
async function settle() {
  await page.waitForLoadState('networkidle');
  await page.locator('main, [role="main"]').first().waitFor();
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await settleTransitions(page);
}

async function axeViolations(): Promise<Violation[]> {
  // Evaluated over the DevTools protocol: the app's Content-Security-Policy refuses inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'critical' || v.impact === 'serious')
      .map((v: { id: string; impact: string; help: string; nodes: { target: string[]; html: string }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
      }));
  });
}

/** Every visible touch target's size; inline text links and visually hidden elements are left out. */
function touchTargets(): Promise<Target[]> {
  return page.evaluate(() => {
    const selector =
      'button, [role="button"], a[href], select, label:has(> input[type="radio"]), label:has(> input[type="checkbox"])';
    const targets: { what: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      // sr-only (1×1) and collapsed elements are not targets.
      if (rect.width < 2 || rect.height < 2) continue;
      if (el.tagName === 'A' && style.display === 'inline') continue;
      // A control inside a larger target (a chip's hidden radio, a button inside a label) is not one itself.
      if (el.parentElement?.closest(selector) && el.tagName !== 'LABEL') continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      const testId = el.getAttribute('data-testid');
      targets.push({
        what: `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${name}"`,
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      });
    }
    return targets;
  });
}

async function check(where: string): Promise<PageReport> {
  await settle();
  const violations = await axeViolations();
  const targets = await touchTargets();
  const smallTargets = targets.filter((t) => t.width < MIN_TARGET - 0.5 || t.height < MIN_TARGET - 0.5);
  const smallest = targets.reduce<Target | null>(
    (min, t) => (!min || Math.min(t.width, t.height) < Math.min(min.width, min.height) ? t : min),
    null,
  );
  return { where: `${where} (${page.url().replace(baseUrl, '')})`, violations, smallTargets, smallest };
}

async function visit(path: string): Promise<PageReport> {
  await page.goto(`${baseUrl}${path}`);
  return check(path);
}

function expectClean(reports: PageReport[]) {
  const smallest = reports
    .map((r) => r.smallest && { ...r.smallest, where: r.where })
    .filter((t): t is Target & { where: string } => !!t)
    .sort((a, b) => Math.min(a.width, a.height) - Math.min(b.width, b.height))[0];
  console.info(
    `[a11y] ${reports.length} pages; critical ${count(reports, 'critical')}, serious ${count(reports, 'serious')}; smallest target ${smallest ? `${smallest.width}×${smallest.height} ${smallest.what} on ${smallest.where}` : 'none'}`,
  );
  const problems = reports.flatMap((r) => [
    ...r.violations.map((v) => `${r.where}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(' | ')}`),
    ...r.smallTargets.map((t) => `${r.where}: target ${t.width}×${t.height} px < 44 ${t.what}`),
  ]);
  expect(problems).toEqual([]);
}

/** A scan of a dozen or more pages with axe: minutes under a loaded CI machine, not the file's default 60 s. */
const PAGE_SCAN_TIMEOUT_MS = 180_000;

const count = (reports: PageReport[], impact: string) =>
  reports.reduce((n, r) => n + r.violations.filter((v) => v.impact === impact).length, 0);

/** Screens a visitor sees without signing in. */
const SIGNED_OUT: string[] = [
  '/',
  `/${cname}`,
  to('Store'),
  to('StoreMenu'),
  to('StoreMenu', { pid: 'cut-wash' }),
  // A service with sub-items: its options are chips.
  to('StoreMenu', { pid: 'color-single' }),
  to('StoreMenu', {}, { designer: 'amber' }),
  to('StoreRetail'),
  to('Terms'),
  to('UserLogin'),
  to('AuthEmailLogin'),
  to('AuthEmailForget'),
  // A store that does not exist, a path no route knows, a designer page of a store that has none.
  '/no-such-store/store',
  `/${cname}/amber/store/extra/path`,
  pathTo('Store', { cname, userId: 'amber' }),
];

/** Screens of a signed-in customer with one booking. */
const signedInPaths = (bookingId: string): string[] => [
  to('Booking'),
  to('BookingDetail', { bookingId }),
  to('BookingDetail', { bookingId }, { result: 'created' }),
  to('UserProfile'),
  to('ProfileEditor'),
  to('AuthEmailChange'),
  to('Buy'),
  to('RecordDetail'),
  to('FormDetail', { formId: 'f1' }),
  to('RetailMenuDetail'),
  to('Message'),
  to('Payment'),
  to('RetailOrderDetail', { pickId: 'p1' }),
  to('Record'),
  to('UserValueCard'),
  to('UserVoucher'),
  to('VoucherDetail', { voucherId: 'v1' }),
];

describe.each(LANGUAGES)('accessibility in %s (axe: no critical or serious violation; targets ≥ 44 px)', (lang) => {
  it(
    'every screen a signed-out visitor can open',
    async () => {
      await useLanguage(lang);
      const reports: PageReport[] = [];
      for (const path of SIGNED_OUT) reports.push(await visit(path));
      // The error screen: the API cannot be reached.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      reports.push(await visit(to('Store')));
      await page.unroute('**/api/**');
      expectClean(reports);
    },
    PAGE_SCAN_TIMEOUT_MS,
  );

  it('the sign-in and registration screens (code, steps 1 and 2)', async () => {
    await useLanguage(lang);
    const text = TEXT[lang];
    const phone = randomMobile();
    const reports: PageReport[] = [];
    reports.push(await visit(to('UserLogin')));
    await page.getByLabel(text.phone, { exact: true }).fill(phone.national);
    await page.getByRole('button', { name: text.getCode }).click();
    await page.waitForURL(/\/demo\/sms/);
    reports.push(await check('Sms'));
    await page.getByLabel(text.code).fill((await latestCode(baseUrl, phone.e164)).code);
    await page.waitForURL(/\/demo\/register(\?|$)/);
    reports.push(await check('Register'));
    await page.getByLabel(text.name).fill('王小美');
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${text.female}$`) })
      .click();
    await page.getByRole('button', { name: text.next }).click();
    await page.waitForURL(/\/demo\/registerProfile(\?|$)/);
    reports.push(await check('RegisterProfile'));
    expectClean(reports);
  });

  it(
    'every screen of a signed-in customer, and the booking steps',
    async () => {
      await useLanguage(lang);
      // A perm booking: its detail lists the consent form, which is visited too.
      const { login, booking } = await bookedCustomer(context, baseUrl, { productId: 'perm-digital', designer: 'leo' });
      // A wallet to show: the records, the value card and the checkout's voucher, card and ticket choices.
      await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
      const reports: PageReport[] = [];
      reports.push(await visit(to('RecordDetail', {}, { id: `booking-${booking.bookingId}` })));
      for (const path of signedInPaths(booking.bookingId)) reports.push(await visit(path));
      const detail = await apiCall<{ forms: { formId: string }[] }>(baseUrl, 'GET', `/bookings/${booking.bookingId}`);
      reports.push(await visit(to('FormDetail', { formId: detail.forms[0]!.formId })));

      await page.goto(`${baseUrl}${to('StoreMenu', { pid: 'care-treatment' })}`);
      await page.getByTestId('service-care-treatment').getByRole('button', { name: TEXT[lang].add }).click();
      reports.push(await check('menu with a cart'));
      await page.getByRole('link', { name: TEXT[lang].chooseTime }).click();
      await page.waitForURL(/\/booking\/new/);
      reports.push(await check('BookingTime'));
      await chooseFirstFreeDay(page, 3);
      await page.getByTestId('slots').getByRole('button').first().click();
      reports.push(await check('BookingTime with a time'));
      await page.getByRole('button', { name: TEXT[lang].next }).click();
      await page.waitForURL(/\/checkout/);
      reports.push(await check('Checkout'));
      expectClean(reports);
    },
    PAGE_SCAN_TIMEOUT_MS,
  );
});

/**
 * What Tab lands on shows a ring: an outline of 2 px or more, or a box-shadow (inputs' ring) that it
 * does not have unfocused.
 */
async function tabAndReadFocus(): Promise<{ what: string; visible: boolean } | null> {
  await page.keyboard.press('Tab');
  return page.evaluate(async () => {
    // The kit's controls ease their ring in and out (150 ms transitions): read each state once settled.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 200));
    await settled();
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    // A visually hidden radio or checkbox draws its ring on the chip it sits in.
    const hidden = focused.getBoundingClientRect().width < 2;
    const drawn = (hidden ? [focused.parentElement, ...(focused.parentElement?.children ?? [])] : [focused]).filter(
      (el): el is HTMLElement => !!el,
    );
    const look = () =>
      drawn.map((el) => {
        const style = getComputedStyle(el);
        return {
          outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
          shadow: style.boxShadow,
        };
      });
    const focusedLook = look();
    focused.blur();
    await settled();
    const blurredLook = look();
    focused.focus();
    const visible = focusedLook.some((l, i) => l.outline || l.shadow !== blurredLook[i]?.shadow);
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 30);
    return { what: `${focused.tagName.toLowerCase()} "${name}"`, visible };
  });
}

describe('keyboard focus', () => {
  it.each([to('Store'), to('UserLogin'), to('StoreMenu')])(
    'every control Tab reaches on %s shows a focus ring',
    async (path) => {
      await page.goto(`${baseUrl}${path}`);
      await settle();
      const unseen: string[] = [];
      let reached = 0;
      for (let i = 0; i < 30; i++) {
        const focus = await tabAndReadFocus();
        if (!focus) continue;
        reached++;
        if (!focus.visible) unseen.push(focus.what);
      }
      expect(reached).toBeGreaterThan(3);
      expect(unseen).toEqual([]);
    },
  );
});
