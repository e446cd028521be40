import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { launchBrowser, openPage } from './browser';
import { DESK, openOffice, ownerPage, staffedStore, TABLET } from './staff-support';

/**
 * The menu and retail editors of issue 24.1 in Chromium against the real API, on a store of their
 * own: the owner changes a service's price (and one designer's own price) in the side panel and the
 * customer's menu shows it; adjusts a sold-out retail item's stock and the customer's retail page
 * shows it; the audit log lists both, with who.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let code: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  code = (await staffedStore(baseUrl, '菜單測試店')).code;
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

const JOURNEY_MS = 150_000;

describe('the owner edits the menu and the retail stock', () => {
  it(
    "changes a service's price and a designer's own price in the side panel; the customer's menu shows them",
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code });
      await openOffice(owner, '服務項目');
      await owner.getByTestId('service-cut-wash').waitFor();
      await owner.getByRole('button', { name: '編輯「洗剪吹」' }).click();
      const form = owner.getByTestId('service-form');
      await form.getByLabel('價格', { exact: true }).fill('1100');
      // Kevin keeps his own price, now 1,250.
      await form.getByLabel('Kevin的價格').fill('1250');
      await form.getByRole('button', { name: '儲存' }).click();
      await owner.getByTestId('service-panel').waitFor({ state: 'detached' });
      await expect.poll(() => owner.getByTestId('service-cut-wash').textContent()).toContain('$1,100');

      const customer = await customerPage();
      await customer.goto(`${baseUrl}/${code}/menu`);
      await expect.poll(() => customer.getByTestId('service-cut-wash').textContent()).toContain('$1,100');

      // A refused field is named under it and nothing changes.
      await owner.getByRole('button', { name: '編輯「洗剪吹」' }).click();
      await form.getByLabel('價格', { exact: true }).fill('-5');
      await form.getByRole('button', { name: '儲存' }).click();
      await owner.locator('#service-price[aria-invalid="true"]').waitFor();
      expect(await owner.locator('#service-price-error').textContent()).toBe('金額不得為負數');
      await owner.keyboard.press('Escape');
      await customer.reload();
      await expect.poll(() => customer.getByTestId('service-cut-wash').textContent()).toContain('$1,100');
    },
    JOURNEY_MS,
  );

  it(
    "adjusts a sold-out item's stock on the tablet with a reason; the customer's retail page shows it, the audit log lists both changes",
    async () => {
      const owner = await ownerPage(browser, contexts, baseUrl, { code, size: TABLET });
      await owner.goto(`${baseUrl}/${code}/staff/retail`);
      const wax = owner.getByTestId('retail-item-wax');
      expect(await wax.getByTestId('stock').textContent()).toBe('已售完');
      await owner.getByRole('button', { name: '調整庫存：霧面塑型髮蠟 80g' }).click();
      const dialog = owner.getByTestId('stock-dialog');
      await dialog.getByLabel('增減數量').fill('3');
      await dialog.getByLabel('原因').fill('進貨');
      await dialog.getByRole('button', { name: '調整' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => wax.getByTestId('stock').textContent()).toBe('庫存 3');

      const customer = await customerPage();
      await customer.goto(`${baseUrl}/${code}/retail`);
      await expect.poll(() => customer.getByTestId('retail-wax').getByTestId('stock').textContent()).toContain('3');

      await openOffice(owner, '稽核紀錄');
      const entries = owner.getByTestId('audit-entry');
      await entries.first().waitFor();
      await expect
        .poll(async () => (await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-operation')))).sort())
        .toEqual(expect.arrayContaining(['staffAdjustStock', 'staffUpdateService']));
      const adjusted = owner.locator('[data-operation="staffAdjustStock"]').first();
      expect(await adjusted.getByTestId('audit-summary').textContent()).toMatch(
        /「霧面塑型髮蠟 80g」庫存由 0 調整為 3（進貨）$/,
      );
    },
    JOURNEY_MS,
  );
});

const ENGLISH = {
  'zh-TW': { edit: '編輯「洗剪吹」', enName: /^英文名稱/, save: '儲存' },
  en: { edit: 'Edit: Wash, cut and blow-dry', enName: /^English name/, save: 'Save' },
} as const;

describe('English names in the staff app', () => {
  for (const { size, lang } of [
    { size: DESK, lang: 'zh-TW' },
    { size: TABLET, lang: 'en' },
  ] as const) {
    it(
      `edits a service's English name beside the Chinese; the customer's English menu shows it (${size.width}×${size.height}, ${lang})`,
      async () => {
        const text = ENGLISH[lang];
        const store = (await staffedStore(baseUrl, '英文名稱測試店')).code;
        const owner = await ownerPage(browser, contexts, baseUrl, { code: store, size, lang });
        await owner.goto(`${baseUrl}/${store}/staff/menu`);
        await owner.getByTestId('service-cut-wash').waitFor();
        await owner.getByRole('button', { name: text.edit }).click();
        const form = owner.getByTestId('service-form');
        const english = form.getByLabel(text.enName);
        expect(await english.inputValue()).toBe('Wash, cut and blow-dry');
        await english.fill(`Signature cut ${lang}`);
        const report = await check(owner, `service editor ${lang}`);
        expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
        await form.getByRole('button', { name: text.save, exact: true }).click();
        await owner.getByTestId('service-panel').waitFor({ state: 'detached' });
        // The editor's list reads the English in English mode, the Chinese in Chinese.
        await expect
          .poll(() => owner.getByTestId('service-cut-wash').textContent())
          .toContain(lang === 'en' ? `Signature cut ${lang}` : '洗剪吹');

        const { context, page: customer } = await openPage(browser);
        contexts.push(context);
        await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
        await customer.goto(`${baseUrl}/${store}/menu`);
        await expect
          .poll(() => customer.getByTestId('service-cut-wash').textContent())
          .toContain(`Signature cut ${lang}`);
      },
      JOURNEY_MS,
    );
  }
});
