import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseFirstFreeDay, treatmentToCheckout } from './booking-support';
import { launchBrowser, openPage } from './browser';
import { registerCustomer, storeLogin } from './fixtures';
import { bookFirstFree, openOffice, ownerCall, ownerPage, staffedStore, TABLET, taipeiDay } from './staff-support';

/**
 * The back office of issue 24 in Chromium against the real API, on a store of its own (the other
 * journeys book the demo store): the owner changes opening hours and a price and the customer's
 * pages show them; adds a designer with hours whom the customer can then book; blocks a customer who
 * is then told to contact the shop; the audit log lists each change.
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

async function customerPage(): Promise<Page> {
  const { context, page } = await openPage(browser);
  contexts.push(context);
  return page;
}

/** Minutes on a loaded machine (seven helpers share two cores). */
const JOURNEY_MS = 300_000;

describe('the owner runs the store from the back office', () => {
  it(
    "changes Sunday's opening hours and a price; the customer's store page and menu show them",
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '團隊與時間');
      await owner.getByRole('heading', { name: '店家時間' }).waitFor();
      await owner.locator('#store-opening-sunday-open-0-start').fill('11:30');
      await owner.getByRole('button', { name: '儲存店家時間' }).click();
      await owner.getByTestId('store-hours-form').getByRole('status').getByText('已儲存').waitFor();
      // The price through the API until the menu screen is there (PATCH /staff/products).
      await ownerCall(baseUrl, 'PATCH', '/products/cut-wash', { price: 1000 }, code);

      const customer = await customerPage();
      await customer.goto(`${baseUrl}/${code}`);
      await expect
        .poll(() => customer.getByTestId('hours-sunday').textContent(), { timeout: 30_000 })
        .toContain('11:30');
      await customer.goto(`${baseUrl}/${code}/menu`);
      await expect
        .poll(() => customer.getByTestId('service-cut-wash').textContent(), { timeout: 30_000 })
        .toContain('$1,000');
    },
    JOURNEY_MS,
  );

  it(
    'adds a designer with her own hours, whom the customer can then choose and book',
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code, size: TABLET });
      await owner.goto(`${baseUrl}/${code}/staff/team`);
      await owner.getByRole('button', { name: '新增設計師' }).click();
      const form = owner.getByTestId('new-designer-form');
      await form.getByLabel('代碼').fill('nova');
      await form.getByLabel('姓名').fill('Nova');
      await form.getByLabel('自訂每週上班時間（否則依店家可預約時間）').check();
      // The store's hours to start from; she starts later on Tuesdays.
      await owner.locator('#new-designer-hours-tuesday-open-0-start').fill('12:00');
      await form.getByRole('button', { name: '新增設計師' }).click();
      await owner.getByTestId('designer-nova').waitFor();
      expect(await owner.getByTestId('designer-nova').textContent()).toContain('Nova');

      const customer = await customerPage();
      await customer.goto(`${baseUrl}/${code}/menu`);
      const cut = customer.getByTestId('service-cut-wash');
      await cut.getByRole('link').first().click();
      await cut.getByRole('button', { name: '加入預約' }).click();
      await cut.getByText('已加入預約').waitFor();
      await customer.getByRole('link', { name: '選擇時間' }).click();
      await customer.getByTestId('designer-cut-wash-nova').click();
      await chooseFirstFreeDay(customer, 1);
      expect(await customer.getByTestId('slots').getByRole('button').count()).toBeGreaterThan(0);
    },
    JOURNEY_MS,
  );

  it(
    'blocks a customer, who is then asked to contact the shop when booking',
    async () => {
      const login = await registerCustomer(baseUrl, { store: code, info: { lastName: '封鎖測試' } });
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await owner.getByRole('link', { name: '顧客', exact: true }).click();
      await owner.getByLabel('以姓名或手機搜尋').fill('封鎖測試');
      await owner.getByRole('button', { name: /封鎖測試/ }).click();
      const detail = owner.getByTestId('customer-detail');
      await detail.getByLabel('原因').fill('多次未到');
      await detail.getByRole('button', { name: '封鎖此顧客' }).click();
      await detail.getByText('已封鎖。原因：多次未到').waitFor();

      const { context, page: customer } = await openPage(browser);
      contexts.push(context);
      await storeLogin(context, login, code);
      await treatmentToCheckout(customer, baseUrl, code);
      // Checkout asks the API for the price at once: a blocked customer is told there and then.
      const told = customer.getByText('請聯繫店家協助預約');
      await told.first().waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'a day off over a booking warns with the customer and time, and saves only when confirmed',
    async () => {
      const login = await registerCustomer(baseUrl, { store: code });
      const { startTime } = await bookFirstFree(baseUrl, {
        token: login.token,
        events: [{ productId: 'cut-wash', userId: 'amber' }],
        daysAhead: 3,
        store: code,
      });
      const day = taipeiDay(startTime);

      const owner = await ownerPage(browser, contexts, baseUrl, { code, size: TABLET });
      await owner.goto(`${baseUrl}/${code}/staff/team`);
      await owner.getByRole('button', { name: '編輯 Amber' }).click();
      const form = owner.getByTestId('designer-amber-form');
      await owner.locator('#designer-amber-off-day').fill(day);
      await form.getByRole('button', { name: '新增休假' }).click();
      await form.getByRole('button', { name: '儲存', exact: true }).click();
      const warning = owner.getByTestId('hours-conflict');
      await warning.waitFor();
      expect(await warning.textContent()).toContain('有 1 筆預約會落在上班時間外');
      expect(await warning.textContent()).toContain(`${day.replaceAll('-', '/')} `);
      // Whose booking it is (the customer registered as 林), not a booking number.
      expect(await warning.textContent()).toContain('林');
      await warning.getByRole('button', { name: '仍要儲存' }).click();
      await expect
        .poll(() => owner.getByTestId('designer-amber').textContent(), { timeout: 30_000 })
        .toContain(`休假日：${day}`);
    },
    JOURNEY_MS,
  );

  it(
    'the audit log lists each of these changes with who made them',
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '稽核紀錄');
      const entries = owner.getByTestId('audit-entry');
      await entries.first().waitFor();
      const operations = await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-operation')));
      for (const op of [
        'staffUpdateHours',
        'staffUpdateProduct',
        'staffAddDesigner',
        'staffUpdateDesigner',
        'staffBlockCustomer',
      ])
        expect(operations).toContain(op);
      // Filtered to one kind of change: a sentence, who, and before and after behind "details".
      await owner.getByLabel('動作類別').selectOption('customers');
      const blocked = owner.locator('[data-operation="staffBlockCustomer"]');
      await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(await blocked.count());
      expect(await blocked.first().getByTestId('audit-summary').textContent()).toBe(
        '青禾店主 封鎖了顧客 封鎖測試（多次未到）',
      );
      await blocked.first().getByRole('button', { name: '詳細內容' }).click();
      expect(await blocked.first().getByTestId('audit-details').textContent()).toMatch(/blocked[\s\S]*否[\s\S]*是/);
    },
    JOURNEY_MS,
  );
});
