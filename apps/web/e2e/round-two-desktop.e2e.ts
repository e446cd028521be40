import { LANGUAGES } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, bookViaApi, serverNow, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, useLanguage } from './round-two-support';

/**
 * Issue 28, point 9 (part): the small things on the booking page and the menu, on a phone (390×844)
 * and a desktop (1280×800): 「預約開始前可免費取消」 said once, long notes read from the left, and
 * back after opening a service stays on the menu.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const NOTES = '頭髮很長而且有點毛躁，想修短到肩膀並保留層次，另外頭皮容易敏感，洗髮時請用溫和一點的洗髮精，謝謝。';

/** A pay-at-salon booking of 結構式護髮 with Mia two weeks ahead, with long notes, made through the API. */
async function bookingWithNotes(): Promise<string> {
  const login = await signedInCustomer(context, baseUrl);
  const events = [{ productId: 'care-treatment', userId: 'mia' }];
  const from = (await serverNow(baseUrl)) + 15 * 86400;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
  });
  const startTime = slots[0];
  if (startTime === undefined) throw new Error('no free time for care-treatment with mia in the week');
  const { bookingId } = await bookViaApi(baseUrl, login.token, { events, startTime, customerNotes: NOTES });
  return bookingId;
}

describe('desktop and small things (issue 28, point 9)', () => {
  it.each(SIZES.flatMap(([size, viewport]) => LANGUAGES.map((lang) => [size, lang, viewport] as const)))(
    '%s, %s: the booking page says the free-cancellation rule once and reads long notes from the left',
    async (size, lang, viewport) => {
      await page.setViewportSize(viewport);
      await useLanguage(context, lang);
      const bookingId = await bookingWithNotes();
      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      await page.getByTestId('cancel-policy').waitFor();
      const rule = lang === 'en' ? 'Free cancellation before the start' : '預約開始前可免費取消';
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.split(rule)).toHaveLength(2);
      const notes = page.getByTestId('booking-notes');
      expect(await notes.textContent()).toBe(NOTES);
      expect(await notes.evaluate((el) => getComputedStyle(el).textAlign)).toMatch(/^(left|start)$/);
      // The notes start at the card's left edge, under their label, not pushed to the right.
      const [label, box] = await Promise.all([
        notes.locator('xpath=preceding-sibling::dt').boundingBox(),
        notes.boundingBox(),
      ]);
      expect(Math.abs((box?.x ?? 0) - (label?.x ?? -100))).toBeLessThan(2);
      await notes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/round-two-booking-${size}-${lang}.png` });
      await expectAxeClean(page);
    },
    90_000,
  );

  it.each(SIZES)(
    '%s: back after opening a service goes back to the menu, not past it',
    async (_size, viewport) => {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/demo/store`);
      await page.getByRole('navigation').getByRole('link', { name: '預約', exact: true }).click();
      await page.waitForURL(/\/demo\/menu$/);
      const care = page.getByTestId('service-care-treatment');
      await care.getByRole('link').first().click();
      await page.waitForURL(/\/demo\/menu\/care-treatment$/);
      await care.getByRole('button', { name: '加入預約' }).waitFor();
      await page.goBack();
      await page.waitForURL(/\/demo\/menu$/);
      // React renders the back navigation after the URL has changed: wait for the closed service.
      await expect.poll(() => care.getByRole('link').first().getAttribute('aria-expanded')).toBe('false');
      await page.goBack();
      await page.waitForURL(/\/demo\/store$/);
    },
    60_000,
  );
});
