import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, settleTransitions } from './browser';
import {
  bookOnDay,
  firstFreeStart,
  OWNER,
  openStaffPage,
  signIn,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

/**
 * axe-core over the staff screens on the front-desk tablet (1024×768, touch), in zh-TW and in
 * English: no critical or serious violation, and every touch target at least 44×44 px.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

interface Report {
  where: string;
  violations: { id: string; help: string; targets: string[] }[];
  small: string[];
}

async function check(page: Page, where: string): Promise<Report> {
  await page.waitForLoadState('networkidle');
  await settleTransitions(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'critical' || v.impact === 'serious')
      .map((v: { id: string; help: string; nodes: { target: string[]; html: string }[] }) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`),
      }));
  });
  const small = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], select, input, summary')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.getAttribute('type') === 'checkbox') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || (el.tagName === 'A' && style.display === 'inline')) continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        found.push(
          `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${rect.width}×${rect.height}`,
        );
      }
    }
    return found;
  });
  return { where, violations, small };
}

/** Thirteen screens scanned with axe: minutes on a loaded CI machine, not the file's default 60 s. */
const SCAN_TIMEOUT_MS = 300_000;

describe.each(['zh-TW', 'en'] as const)('the staff screens in %s', (lang) => {
  it(
    'have no critical or serious axe violation and touch targets of 44 px',
    async () => {
      const day = taipeiDay(
        await firstFreeStart(baseUrl, { productId: 'care-treatment', designer: 'amber', daysAhead: 11 }),
      );
      const booked = await bookOnDay(baseUrl, {
        productId: 'care-treatment',
        designer: 'amber',
        dayStart: taipeiMidnight(day),
        notes: 'a note',
      });
      const opened = await openStaffPage(browser, TABLET, { lang });
      context = opened.context;
      const { page } = opened;
      const reports: Report[] = [];
      await page.goto(`${baseUrl}/demo/staff/login`);
      reports.push(await check(page, 'login'));
      await signIn(page, baseUrl, OWNER);
      await page.goto(`${baseUrl}/demo/staff?date=${day}`);
      await page.getByTestId(`booking-${booked.bookingId}`).waitFor();
      reports.push(await check(page, 'day'));
      await page.getByTestId(`booking-${booked.bookingId}`).tap();
      await page.getByTestId('booking-panel').waitFor();
      reports.push(await check(page, 'booking panel'));
      await page.keyboard.press('Escape');
      await page.locator(`[data-slot="leo@${day}T15:00"]`).tap();
      await page.getByTestId('desk-booking').waitFor();
      reports.push(await check(page, 'desk booking'));
      await page.keyboard.press('Escape');
      const office = ['team', 'settings', 'customers', 'audit', 'figures'];
      for (const path of ['week', 'invite', 'pickup', `counter/${booked.bookingId}`, ...office]) {
        await page.goto(`${baseUrl}/demo/staff/${path}?date=${day}`);
        await page.locator('main h1').first().waitFor();
        reports.push(await check(page, path));
      }
      expect(reports.filter((r) => r.violations.length > 0)).toEqual([]);
      expect(reports.filter((r) => r.small.length > 0)).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );
});
