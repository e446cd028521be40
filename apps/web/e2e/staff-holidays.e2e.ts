import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { pngOf } from '../../api/src/modules/forms/test-support';
import { launchBrowser, openPage } from './browser';
import { apiCall, registerCustomer } from './fixtures';
import { bookFirstFree, openOffice, ownerPage, staffedStore, taipeiDay } from './staff-support';

/**
 * Issue 24's last screens in Chromium against the real API, on a store of its own: the owner adds a
 * store holiday over a booking, is warned with that booking, saves anyway, and the customer's date
 * strip then shows the day closed (公休, not pressable); a customer's detail lists their pickup
 * orders, transactions and forms; a service moved within its category moves on the customer's menu;
 * a designer's photo is uploaded and served back.
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

describe('the back office, last part', () => {
  it(
    "the owner closes a day with a booking on it (warned first); the customer's date strip shows it closed",
    async () => {
      const login = await registerCustomer(baseUrl, { store: code });
      const { startTime } = await bookFirstFree(baseUrl, {
        token: login.token,
        events: [{ productId: 'cut-wash', userId: 'mia' }],
        daysAhead: 3,
        store: code,
      });
      const day = taipeiDay(startTime);

      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '團隊與時間');
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

  it(
    "the customer's detail lists their pickup orders, transactions and forms beside their bookings",
    async () => {
      const login = await registerCustomer(baseUrl, { store: code, info: { lastName: '紀錄測試' } });
      await apiCall(baseUrl, 'POST', '/bookings/pickupOrders', {
        body: { items: [{ productId: 'shampoo', quantity: 2 }], paymentMethod: 'Cash', customerNotes: '' },
        token: login.token,
        store: code,
      });
      await bookFirstFree(baseUrl, {
        token: login.token,
        events: [{ productId: 'color-single', userId: null, subItemId: 'short' }],
        daysAhead: 2,
        store: code,
      });

      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await owner.getByRole('link', { name: '顧客', exact: true }).click();
      await owner.getByLabel('以姓名或手機搜尋').fill('紀錄測試');
      await owner.getByRole('button', { name: /紀錄測試/ }).click();
      const pickups = owner.getByTestId('customer-pickups');
      await pickups.getByRole('cell', { name: '已成立' }).waitFor();
      const records = await owner.getByTestId('customer-records').textContent();
      expect(records).toContain('取貨訂單');
      expect(records).toContain('× 2');
      expect(records).toContain('預約');
      const forms = owner.getByTestId('customer-forms');
      expect(await forms.textContent()).toContain('燙染同意書');
      expect(await forms.textContent()).toContain('待填寫');
    },
    JOURNEY_MS,
  );

  it(
    "the owner moves a service up in its category; the customer's menu lists it in that order",
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '服務項目');
      const cut = owner.getByTestId('category-cut');
      const order = () =>
        cut.locator('[data-testid^="service-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
      await expect
        .poll(order, { timeout: 30_000 })
        .toEqual(['service-cut-wash', 'service-cut-men', 'service-cut-kids']);
      await expect.poll(() => cut.getByRole('button', { name: /上移/ }).first().isDisabled()).toBe(true);
      await cut.getByRole('button', { name: '將「兒童剪髮（12 歲以下）」上移' }).click();
      await expect
        .poll(order, { timeout: 30_000 })
        .toEqual(['service-cut-wash', 'service-cut-kids', 'service-cut-men']);

      const customer = await openPage(browser);
      contexts.push(customer.context);
      await customer.page.goto(`${baseUrl}/${code}/menu`);
      const listed = () =>
        customer.page
          .locator(
            '[data-testid="service-cut-wash"], [data-testid="service-cut-men"], [data-testid="service-cut-kids"]',
          )
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
      await expect
        .poll(listed, { timeout: 30_000 })
        .toEqual(['service-cut-wash', 'service-cut-kids', 'service-cut-men']);
    },
    JOURNEY_MS,
  );

  it(
    "the owner uploads a designer's photo on the team screen; it is served back with a long cache",
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '團隊與時間');
      const card = owner.getByTestId('designer-yuna');
      await card.waitFor();
      // A GIF is refused in the browser already, naming what is accepted.
      await card.locator('input[type="file"]').setInputFiles({
        name: 'yuna.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a', 'latin1'),
      });
      await card.getByRole('alert').getByText('請選擇 JPEG、PNG 或 WebP 圖檔。').waitFor();
      await card
        .locator('input[type="file"]')
        .setInputFiles({ name: 'yuna.png', mimeType: 'image/png', buffer: pngOf(48, 48) });
      const photo = owner.getByTestId('avatar-yuna');
      // The demo's drawn photo is replaced by the uploaded one.
      await expect.poll(() => photo.getAttribute('src'), { timeout: 30_000 }).toMatch(/^\/api\/uploads\//);
      const src = (await photo.getAttribute('src'))!;
      expect(src).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{64}\.png$/);
      const served = await fetch(`${baseUrl}${src}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(served.headers.get('cache-control')).toContain('immutable');
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    },
    JOURNEY_MS,
  );

  it(
    "the owner gives a designer their own price for one option of a service; the customer's menu carries it",
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '服務項目');
      await owner.getByRole('button', { name: '編輯「單色染髮」' }).click();
      const terms = owner.getByTestId('sub-item-terms-long');
      // Amber's own terms for each length come from the store file; Kevin has none yet.
      expect(await terms.locator('summary').textContent()).toContain('長髮：1 位設計師自訂');
      await terms.locator('summary').click();
      await terms.getByLabel('Kevin', { exact: true }).check();
      await terms.getByLabel('Kevin的「長髮」價格').fill('3600');
      await owner.getByTestId('service-form').getByRole('button', { name: '儲存' }).click();
      await owner.getByTestId('service-panel').waitFor({ state: 'detached' });
      const { products } = await apiCall<{
        products: { id: string; subItemProviders: { userId: string; subItemId: string; price: number }[] }[];
      }>(baseUrl, 'GET', '/bookings/menu/service', { store: code });
      const color = products.find((p) => p.id === 'color-single')!;
      expect(color.subItemProviders).toContainEqual(
        expect.objectContaining({ userId: 'kevin', subItemId: 'long', price: 3600 }),
      );
      expect(color.subItemProviders).toContainEqual(
        expect.objectContaining({ userId: 'amber', subItemId: 'long', price: 3800 }),
      );
    },
    JOURNEY_MS,
  );
});
