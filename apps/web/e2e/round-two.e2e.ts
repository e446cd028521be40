import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { treatmentToCheckout } from './booking-support';
import { apiCall, bookedCustomer, signedInCustomer, testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';

/**
 * Issue 28, points 2 and 8: in English the app writes no Chinese of its own (API errors mapped by
 * code, payment method names, brackets); names are cut by characters, not UTF-16 units; a mistyped
 * page of a store is not found and leads to the store; an unknown store's page has no dead button.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const HAN = /\p{Script=Han}/u;
const useEnglish = () => context.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);

describe('English is English (issue 28, point 2)', () => {
  it.each([
    ['zh-TW', '找不到這筆預約'],
    ['en', 'We could not find this booking.'],
  ] as const)('%s: a booking that does not exist says so in the language chosen', async (lang, text) => {
    if (lang === 'en') await useEnglish();
    await signedInCustomer(context, baseUrl);
    await page.goto(`${baseUrl}/demo/booking/no-such-booking`);
    await page.getByText(text, { exact: true }).first().waitFor();
    if (lang === 'en') expect(await page.locator('main').textContent()).not.toMatch(HAN);
  });

  it('a declined card in English: the failure, the methods and their names in English', async () => {
    const code = `e2e-${Math.random().toString(36).slice(2, 10)}`;
    await testRoute(baseUrl, 'POST', '/stores', { code, name: '訂金店', deposit: 500 });
    await signedInCustomer(context, baseUrl, { store: code });
    await treatmentToCheckout(page, baseUrl, code);
    await page.locator('input[name="paymentMethod"][value="CreditCard"]').check();
    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.waitForURL('**/api/sandbox/pay/**');
    await page.getByLabel('信用卡卡號').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: '付款', exact: true }).click();
    await page.waitForURL(/\/booking\/[\w-]+\?result=payment$/);
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.reload();
    const panel = page.getByTestId('online-payment');
    await panel.getByText('The payment did not go through. Please pay again or choose another way to pay.').waitFor();
    expect(await panel.textContent()).not.toMatch(HAN);
    await page.screenshot({ path: 'screenshots/round-two-declined-en.png', fullPage: true });
    expect(await page.locator('main').textContent()).toContain('Credit card');
  }, 120_000);

  it('the sandbox pay page in English, for a customer who reads English', async () => {
    await signedInCustomer(context, baseUrl);
    await treatmentToCheckout(page, baseUrl, 'demo');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.reload();
    await page.locator('input[name="paymentMethod"][value="CreditCard"]').check();
    await page.getByLabel('I have read and agree to the terms and the cancellation policy').check();
    await page.getByRole('button', { name: 'Book now', exact: true }).click();
    // Slow under a loaded machine; a refusal shows in a dialog, whose text then says why.
    const refused = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await Promise.race([
      page.waitForURL('**/api/sandbox/pay/**?lang=en', { timeout: 60_000 }),
      refused.waitFor({ timeout: 60_000 }).then(async () => {
        throw new Error(`booking refused: ${await refused.textContent()}`);
      }),
    ]);
    await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // The page's own words; the order's description is what the provider is told (the store's name).
    expect(await page.locator('form').textContent()).not.toMatch(HAN);
    await page.screenshot({ path: 'screenshots/round-two-sandbox-en.png', fullPage: true });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=payment$/);
    await expect.poll(() => page.getByTestId('online-payment').textContent()).toMatch(/\$1,500/);
  }, 90_000);

  it('the terms page in English: method names and "(prepaid)" in English brackets', async () => {
    await useEnglish();
    await page.goto(`${baseUrl}/demo/terms`);
    const methods = page.locator('section', { hasText: 'Payment methods' }).getByRole('listitem');
    await methods.first().waitFor();
    expect(await methods.allTextContents()).toEqual([
      'Pay at the salon',
      'LINE Pay (at the salon)',
      'Value card(prepaid)',
      'Credit card(prepaid)',
      'ATM transfer(prepaid)',
      'LINE Pay(prepaid)',
    ]);
  });
});

describe('English forms and vouchers (issue 28, point 2)', () => {
  it('a form refused in English names each problem in English, with "1 field" in the singular', async () => {
    await useEnglish();
    const { login, booking } = await bookedCustomer(context, baseUrl, {
      productId: 'perm-digital',
      designer: 'leo',
      daysAhead: 25,
    });
    const detail = await apiCall<{ forms: { formId: string }[] }>(baseUrl, 'GET', `/bookings/${booking.bookingId}`, {
      token: login.token,
    });
    await page.goto(`${baseUrl}/demo/form/${detail.forms[0]?.formId}`);
    await page.getByLabel(/Date of your last colour or perm/).fill('2999-01-01');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('4 fields need attention; please check the marked fields.').waitFor();
    expect(await page.getByTestId('error-pregnant').textContent()).toBe('Please choose an answer');
    expect(await page.getByTestId('error-scalp').textContent()).toBe('Please choose an answer');
    expect(await page.getByTestId('error-lastTreatment').textContent()).toBe('The date cannot be after today');
    expect(await page.getByTestId('error-signature').textContent()).toBe('Please sign');

    await page.getByLabel(/Date of your last colour or perm/).fill('2020-01-01');
    await page
      .getByRole('group', { name: /Pregnant or breastfeeding/ })
      .getByText('No', { exact: true })
      .click();
    await page
      .getByRole('group', { name: /Scalp condition/ })
      .getByText('Sensitive', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('1 field needs attention; please check the marked field.').waitFor();
    await page.screenshot({ path: 'screenshots/round-two-form-en.png', fullPage: true });
  }, 90_000);

  it.each([
    ['zh-TW', ['折抵 100 元', '9 折']],
    ['en', ['$100 off', '10% off']],
  ] as const)('%s: voucher badges in the language chosen', async (lang, badges) => {
    if (lang === 'en') await useEnglish();
    await page.goto(`${baseUrl}/demo/voucher/new-friend-100`);
    expect(await page.getByTestId('voucher-discount').first().textContent()).toBe(badges[0]);
    await page.goto(`${baseUrl}/demo/voucher/color-90`);
    expect(await page.getByTestId('voucher-discount').first().textContent()).toBe(badges[1]);
  });
});

describe('names and paths (issue 28, point 8)', () => {
  it('a surname outside the Basic Multilingual Plane is one whole letter in the avatar', async () => {
    await signedInCustomer(context, baseUrl, { info: { lastName: '𠮷野' } });
    await page.goto(`${baseUrl}/demo/user/profile`);
    const letter = page
      .locator('span[aria-hidden]')
      .filter({ hasText: /^.{1,2}$/u })
      .first();
    await letter.waitFor();
    expect(await letter.textContent()).toBe('𠮷');
  });

  it.each([
    ['zh-TW', '找不到這個頁面', '前往店家首頁'],
    ['en', 'Page not found', 'Go to the salon page'],
  ] as const)('%s: /demo/<mistyped> is not found, and its button leads to the store', async (lang, heading, home) => {
    if (lang === 'en') await useEnglish();
    await page.goto(`${baseUrl}/demo/bookng`);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(
      await page.getByText(lang === 'en' ? 'Stylist pages are not available' : '無法開啟設計師專屬頁面').count(),
    ).toBe(0);
    await page.getByRole('link', { name: home }).click();
    await page.waitForURL('**/demo/store');
  });

  it('an unknown store opened in a new tab offers no button that leads nowhere', async () => {
    await page.goto(`${baseUrl}/demo/store`);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => window.open(url, '_blank'), `${baseUrl}/no-such-store/store`),
    ]);
    await tab.getByRole('heading', { name: '找不到這個頁面' }).waitFor();
    expect(await tab.getByRole('button', { name: '返回上一頁' }).count()).toBe(0);
    expect(await tab.getByText(/請聯繫提供此連結的店家或服務商/).count()).toBe(1);
  });
});
