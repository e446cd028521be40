import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseFirstFreeDay } from './booking-support';
import { signedInCustomer, testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, type Lang, useLanguage } from './round-two-support';

/**
 * The customer's e-invoice (issue 41), on a phone (390×844), in zh-TW and English: they set a
 * mobile barcode on their profile (one of the wrong shape is refused under its field), book and pay
 * the deposit online with it preselected at checkout, and the booking page shows the invoice's
 * number and their barcode once the job has issued it; cancelled (in the invoice's period) the
 * booking shows it voided. The store issues through the sandbox; axe clean on each screen.
 */
const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const TEXTS = {
  'zh-TW': {
    mobile: '手機條碼',
    barcodeField: '手機條碼',
    wrongShape: '手機條碼格式不正確',
    save: '儲存發票設定',
    saved: '已儲存',
    add: '加入預約',
    added: '已加入預約',
    chooseTime: '選擇時間',
    next: '下一步',
    card: /信用卡/,
    agree: '我已閱讀並同意服務條款與取消政策',
    book: '確認預約',
    cardNumber: '信用卡卡號',
    pay: '付款',
    issued: '已開立',
    voided: '已作廢',
    carrier: '手機條碼 /ABC+123',
    cancel: '取消預約',
    cancelConfirm: '確定取消',
    close: '知道了',
  },
  en: {
    mobile: 'Mobile barcode',
    barcodeField: 'Mobile barcode',
    wrongShape: 'Mobile barcode format is wrong',
    save: 'Save invoice settings',
    saved: 'Saved',
    add: 'Add to booking',
    added: 'Added to booking',
    chooseTime: 'Choose a time',
    next: 'Next',
    card: /Credit card/,
    agree: 'I have read and agree to the terms and the cancellation policy',
    book: 'Book now',
    cardNumber: 'Card number',
    pay: 'Pay',
    issued: 'Issued',
    voided: 'Voided',
    carrier: 'Mobile barcode /ABC+123',
    cancel: 'Cancel booking',
    cancelConfirm: 'Cancel it',
    close: 'OK',
  },
} as const;

/** A copy of the demo store asking a $500 deposit, issuing e-invoices through the sandbox, and its signed-in customer. */
async function invoicingStore(lang: Lang): Promise<string> {
  const code = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  await testRoute(baseUrl, 'POST', '/stores', { code, name: '發票店', deposit: 500, invoices: true });
  await signedInCustomer(context, baseUrl, { store: code });
  await useLanguage(context, lang);
  return code;
}

describe("the customer's e-invoice", () => {
  for (const lang of ['zh-TW', 'en'] as const) {
    it(`sets a mobile barcode on the profile, pays online with it, sees the invoice and then voided (${lang})`, async () => {
      const text = TEXTS[lang];
      const code = await invoicingStore(lang);

      // The profile: a barcode of the wrong shape is refused under its field, the right one saved.
      await page.goto(`${baseUrl}/${code}/user/profile`);
      await page.getByRole('button', { name: text.mobile, exact: true }).click();
      const barcode = page.getByRole('textbox', { name: text.barcodeField });
      await barcode.fill('/ABC+12');
      await page.getByRole('button', { name: text.save }).click();
      await expect
        .poll(() => page.locator('#invoice-card-fields-mobile-error').textContent())
        .toContain(text.wrongShape);
      await expect.poll(() => barcode.evaluate((el) => el === document.activeElement)).toBe(true);
      await barcode.fill('/abc+123');
      await page.getByRole('button', { name: text.save }).click();
      await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(text.saved);
      expect(await barcode.inputValue()).toBe('/ABC+123');
      await expectAxeClean(page);

      // Checkout: the saved barcode is chosen already.
      await page.goto(`${baseUrl}/${code}/menu`);
      const care = page.getByTestId('service-care-treatment');
      await care.getByRole('link').first().click();
      await care.getByRole('button', { name: text.add }).click();
      await care.getByText(text.added).waitFor();
      await page.getByRole('link', { name: text.chooseTime }).click();
      await page.getByTestId('designer-care-treatment-mia').click();
      await chooseFirstFreeDay(page, 2);
      await page.getByTestId('slots').getByRole('button').first().click();
      await page.getByRole('button', { name: text.next }).click();
      await page.waitForURL(`**/${code}/checkout`);
      const invoiceCard = page.locator('#checkout-invoice-fields');
      await expect
        .poll(() => invoiceCard.getByRole('button', { name: text.mobile, exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await invoiceCard.getByRole('textbox', { name: text.barcodeField }).inputValue()).toBe('/ABC+123');
      await page.getByRole('radio', { name: text.card }).check();
      await page.getByLabel(text.agree).check();
      await expectAxeClean(page);
      await page.getByRole('button', { name: text.book }).click();
      await page.waitForURL('**/api/sandbox/pay/**');
      await page.getByLabel(text.cardNumber).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: text.pay, exact: true }).click();
      await page.waitForURL(/\/booking\/[\w-]+\?result=payment$/);

      // The invoice job issues it within seconds: the booking shows its number and the barcode.
      const invoice = page.getByTestId('invoice');
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('online-payment').waitFor();
            return (await invoice.count()) > 0 ? invoice.first().getAttribute('data-status') : null;
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe('Issued');
      expect(await invoice.getByTestId('invoice-number').textContent()).toMatch(/[A-Z]{2}-\d{8}$/);
      expect(await invoice.textContent()).toContain(text.issued);
      expect(await invoice.getByTestId('invoice-carrier').textContent()).toBe(text.carrier);
      await expectAxeClean(page);

      // Cancelled in the invoice's period (the whole deposit back): the invoice is voided.
      await page.getByRole('button', { name: text.cancel }).click();
      await page.getByTestId('cancel-confirm').getByRole('button', { name: text.cancelConfirm }).click();
      await page.getByTestId('cancel-result').getByRole('button', { name: text.close }).click();
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('online-payment').waitFor();
            return invoice.first().getAttribute('data-status');
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe('Voided');
      expect(await invoice.first().textContent()).toContain(text.voided);
      await expectAxeClean(page);

      // 消費紀錄 lists the booking with its invoice, voided.
      await page.goto(`${baseUrl}/${code}/record`);
      const listed = page.getByTestId('records').getByTestId('invoice');
      await listed.first().waitFor();
      expect(await listed.first().getAttribute('data-status')).toBe('Voided');
      expect(await listed.first().textContent()).toContain(text.voided);
      await expectAxeClean(page);
    }, 120_000);
  }
});
