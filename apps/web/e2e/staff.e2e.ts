import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { serverNow } from './fixtures';
import {
  bookOnDay,
  DESK,
  firstFreeStart,
  OWNER,
  openStaffPage,
  signIn,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

/**
 * The staff app in Chromium, at the desk (1280×800) and on the front-desk tablet (1024×768,
 * touch), against the real API: signing in, the day view, live updates.
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
  context = undefined;
});

async function open(size: { width: number; height: number }): Promise<Page> {
  const opened = await openStaffPage(browser, size);
  context = opened.context;
  return opened.page;
}

describe.each([
  ['desk', DESK],
  ['tablet', TABLET],
])('the staff day view on the %s', (_name, size) => {
  it('signs the owner in, shows a column per designer, and signs out', async () => {
    const page = await open(size);
    // A staff path without a session goes to sign-in, and back there after it.
    await page.goto(`${baseUrl}/demo/staff/week`);
    await page.waitForURL('**/demo/staff/login?next=*');
    await page.locator('#staff-email').fill(OWNER.email);
    await page.locator('#staff-password').fill('wrong-password');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('電子郵件或密碼錯誤');
    await page.locator('#staff-password').fill(OWNER.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/demo/staff/week');
    await page.getByRole('link', { name: '日檢視' }).click();
    await page.getByTestId('day-title').waitFor();
    for (const name of ['Amber 店長', 'Kevin', 'Mia', 'Leo', 'Yuna']) {
      await page.getByRole('region', { name, exact: true }).waitFor();
    }
    expect(await page.getByTestId('staff-member').textContent()).toContain('店主');
    // Touch targets of the header and the date bar are at least 44 px (the 管理 menu's too, opened).
    const small = () =>
      page
        .locator('header button, header a, header summary')
        .evaluateAll((els) =>
          els
            .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().height < 44)
            .map((el) => el.textContent),
        );
    expect(await small()).toEqual([]);
    await page.getByTestId('nav-more').locator('summary').click();
    await page.getByTestId('nav-more').getByRole('link', { name: '服務項目' }).waitFor();
    expect(await small()).toEqual([]);
    // One line at the desk's and the tablet's width: the header is no taller than one row of targets.
    expect(await page.locator('header').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(70);
    await page.keyboard.press('Escape');
    await page.locator('summary', { hasText: '帳號' }).click();
    await page.getByRole('button', { name: '登出', exact: true }).click();
    await page.waitForURL('**/demo/staff/login');
    await page.goto(`${baseUrl}/demo/staff`);
    await page.waitForURL('**/demo/staff/login?next=*');
  });

  it('shows a booking made through the API on an open day view within 5 s, without a reload', async () => {
    const day = taipeiDay(
      await firstFreeStart(baseUrl, { productId: 'care-treatment', designer: 'leo', daysAhead: 6 }),
    );
    const page = await open(size);
    await signIn(page, baseUrl, OWNER);
    await page.goto(`${baseUrl}/demo/staff?date=${day}`);
    await page.getByTestId('day-grid').waitFor();
    let reloaded = false;
    page.on('framenavigated', () => {
      reloaded = true;
    });
    const booked = await bookOnDay(baseUrl, {
      productId: 'care-treatment',
      designer: 'leo',
      dayStart: taipeiMidnight(day),
      notes: '靠窗座位',
    });
    const started = Date.now();
    const block = page.getByTestId(`booking-${booked.bookingId}`);
    await block.waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(reloaded).toBe(false);
    // In Leo's column, with the customer, the status in words, payment and the notes.
    expect(
      await page.getByRole('region', { name: 'Leo', exact: true }).getByTestId(`booking-${booked.bookingId}`).count(),
    ).toBe(1);
    const text = await block.textContent();
    expect(text).toContain('已確認');
    expect(text).toContain('櫃檯付款');
    expect(text).toContain('結構式護髮');
    expect(text).toContain('靠窗座位');
    expect(await serverNow(baseUrl)).toBeGreaterThan(0);
  });
});
