import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, bookedCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, type Lang, useLanguage } from './round-two-support';

/**
 * Issue 28, point 2 (the store's own content): the demo store's file carries English names and
 * descriptions of its services, options, categories and retail items; a customer reading English
 * sees them on the menu, the time page and the retail page, and zh-TW reads what the store wrote.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const TEXTS = {
  en: {
    treatment: 'Bond-building treatment',
    treatmentNote: 'Four steps that repair damaged hair.',
    category: 'Hair and scalp care',
    dye: 'Single-colour dye',
    option: 'Short hair',
    add: 'Add to booking',
    time: 'Choose a time',
    comb: 'Wooden wide-tooth comb',
    tools: 'Tools',
  },
  'zh-TW': {
    treatment: '結構式護髮',
    treatmentNote: '四道程序修護受損髮質。',
    category: '護髮・頭皮',
    dye: '單色染髮',
    option: '短髮',
    add: '加入預約',
    time: '選擇時間',
    comb: '木質寬齒梳',
    tools: '工具',
  },
} as const;

describe("the store's content in the customer's language (issue 28, point 2)", () => {
  it.each(['en', 'zh-TW'] as Lang[])(
    '%s: the menu, an option, the time page and retail',
    async (lang) => {
      const text = TEXTS[lang];
      await useLanguage(context, lang);
      await page.goto(`${baseUrl}/demo/menu`);
      const care = page.getByTestId('service-care-treatment');
      await care.getByRole('heading', { name: text.treatment }).waitFor();
      expect(await care.textContent()).toContain(text.treatmentNote);
      await page.getByRole('heading', { name: text.category }).waitFor();

      const dye = page.getByTestId('service-color-single');
      expect(await dye.getByRole('heading').textContent()).toContain(text.dye);
      await dye.getByRole('link').first().click();
      await dye.getByText(text.option, { exact: true }).waitFor();
      await page.screenshot({ path: `screenshots/round-two-english-menu-${lang}.png` });
      await expectAxeClean(page);

      await care.getByRole('link').first().click();
      await care.getByRole('button', { name: text.add }).click();
      await page.getByRole('link', { name: text.time }).click();
      await page.waitForURL('**/demo/booking/new');
      await page.getByText(text.treatment, { exact: true }).first().waitFor();

      await page.goto(`${baseUrl}/demo/retail`);
      await page.getByText(text.comb, { exact: true }).waitFor();
      await page.getByRole('heading', { name: text.tools }).first().waitFor();
      await page.screenshot({ path: `screenshots/round-two-english-retail-${lang}.png` });
      await expectAxeClean(page);
    },
    90_000,
  );

  it.each(['en', 'zh-TW'] as Lang[])(
    "%s: a form reads in the store's English, its answers the store's words",
    async (lang) => {
      await useLanguage(context, lang);
      const { login, booking } = await bookedCustomer(context, baseUrl, {
        productId: 'perm-digital',
        designer: 'leo',
        daysAhead: 21,
      });
      const detail = await apiCall<{ forms: { formId: string }[] }>(baseUrl, 'GET', `/bookings/${booking.bookingId}`, {
        token: login.token,
      });
      await page.goto(`${baseUrl}/demo/form/${detail.forms[0]!.formId}`);
      const title = page.getByTestId('form-title');
      await title.waitFor();
      const en = lang === 'en';
      expect(await title.textContent()).toBe(en ? 'Colour and perm consent' : '燙染同意書');
      const scalp = page.getByRole('group', { name: en ? /Scalp condition/ : /頭皮狀況/ });
      await scalp.getByText(en ? 'Sensitive' : '敏感', { exact: true }).click();
      await page.getByRole('button', { name: en ? 'Save draft' : '儲存草稿' }).click();
      await page.getByText(en ? 'Draft saved.' : '已儲存草稿。').waitFor();
      await page.reload();
      await title.waitFor();
      // The choice is kept as the store's word, and shown in the language read.
      expect(await scalp.getByRole('radio', { name: en ? 'Sensitive' : '敏感' }).isChecked()).toBe(true);
      await page.screenshot({ path: `screenshots/round-two-english-form-${lang}.png`, fullPage: true });
      await expectAxeClean(page);
    },
    90_000,
  );
});
