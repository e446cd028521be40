import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { apiCall, registerCustomer, serverNow } from './fixtures';
import { DESK, OWNER, openStaffPage, signIn, staffedStore, taipeiDay } from './staff-support';

/**
 * Issue 24.2's dated days in Chromium against the real API, on a store of its own: the owner adds a
 * store holiday over a booking, is warned with that booking, saves anyway, and the customer's date
 * strip then shows the day closed (公休, not pressable).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let code: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  code = (await staffedStore(baseUrl)).code;
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** Minutes on a loaded machine (several helpers share two cores). */
const JOURNEY_MS = 300_000;

describe('store holidays', () => {
  it(
    "the owner closes a day with a booking on it (warned first); the customer's date strip shows it closed",
    async () => {
      const login = await registerCustomer(baseUrl, { store: code });
      const events = [{ productId: 'cut-wash', userId: 'mia' }];
      const from = (await serverNow(baseUrl)) + 3 * 86400;
      const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
        body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
        store: code,
      });
      const startTime = slots[0]!;
      await apiCall(baseUrl, 'POST', '/bookings', {
        body: {
          events,
          startTime,
          customerCount: 1,
          parallel: false,
          customerNotes: '',
          paymentMethod: 'Cash',
          isAgree: true,
        },
        token: login.token,
        store: code,
      });
      const day = taipeiDay(startTime);

      const { context, page: owner } = await openStaffPage(browser, DESK);
      contexts.push(context);
      await signIn(owner, baseUrl, OWNER, code);
      await owner.getByRole('link', { name: '團隊與時間' }).click();
      const form = owner.getByTestId('store-hours-form');
      await form.getByRole('group', { name: '店休日' }).waitFor();
      await owner.locator('#store-holidays-day').fill(day);
      await form.getByRole('button', { name: '新增店休日' }).click();
      await form.getByRole('button', { name: `移除店休日 ${day}` }).waitFor();
      await form.getByRole('button', { name: '儲存店家時間' }).click();
      const warning = owner.getByTestId('hours-conflict');
      await warning.waitFor();
      expect(await warning.textContent()).toContain('有 1 筆預約會落在上班時間外');
      expect(await warning.textContent()).toContain(`${day.replaceAll('-', '/')} `);
      await warning.getByRole('button', { name: '仍要儲存' }).click();
      await form.getByRole('status').getByText('已儲存').waitFor();

      const customer = await openPage(browser);
      contexts.push(customer.context);
      const page = customer.page;
      await page.goto(`${baseUrl}/${code}/menu`);
      const cut = page.getByTestId('service-cut-wash');
      await cut.getByRole('link').first().click();
      await cut.getByRole('button', { name: '加入預約' }).click();
      await cut.getByText('已加入預約').waitFor();
      await page.getByRole('link', { name: '選擇時間' }).click();
      const closed = page.locator(`button[data-date="${day}"]`);
      await closed.waitFor();
      await expect.poll(() => closed.isDisabled(), { timeout: 30_000 }).toBe(true);
      expect(await closed.textContent()).toContain('公休');
      // The day before is a working day as it was (the demo store closes only on Mondays).
      const before = taipeiDay(startTime - 86400);
      const weekdayBefore = new Date(`${before}T12:00:00Z`).getUTCDay();
      if (weekdayBefore !== 1) expect(await page.locator(`button[data-date="${before}"]`).isDisabled()).toBe(false);
    },
    JOURNEY_MS,
  );
});
