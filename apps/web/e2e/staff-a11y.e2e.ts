import { LANGUAGES } from '@salon/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { check, type Report } from './axe-check';
import { launchBrowser } from './browser';
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

/** Thirteen screens scanned with axe: minutes on a loaded CI machine, not the file's default 60 s. */
const SCAN_TIMEOUT_MS = 300_000;

describe.each(LANGUAGES)('the staff screens in %s', (lang) => {
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
      await page.getByTestId('staff-booking').waitFor();
      reports.push(await check(page, 'desk booking'));
      await page.keyboard.press('Escape');
      const office = ['team', 'accounts', 'settings', 'customers', 'audit', 'figures'];
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
