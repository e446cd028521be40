import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { treatmentToCheckout } from './booking-support';
import { apiCall, bookedCustomer, secondStore, signedInCustomer, testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';

/**
 * Issue 28, point 6: statuses say what is true. Point 7: payments and stock shown as they are. The method a booking is paid with is the
 * one that paid it; a pickup order paid in full does not ask to pay at pickup; the stock a customer
 * just bought is gone from the item's page at once (no browser copy of the retail menu).
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const summaryRow = (label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

describe('payments and stock shown as they are (issue 28, point 7)', () => {
  it('a declined card, then ATM: the booking says it is paid by ATM transfer', async () => {
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
    const panel = page.getByTestId('online-payment');
    await panel.getByText('付款失敗', { exact: true }).waitFor();
    await panel.getByRole('radio', { name: /ATM/ }).check();
    await panel.getByRole('button', { name: '重新付款' }).click();
    await page.waitForURL('**/api/sandbox/pay/**');
    await page.getByRole('button', { name: '立即轉帳（沙盒）' }).click();
    await page.waitForURL(/\/booking\/[\w-]+\?result=payment$/);
    await expect.poll(() => page.getByTestId('online-payment').textContent()).toBe('已線上付款 $500');
    expect(await summaryRow('付款方式').textContent()).toBe('ATM 轉帳');
  }, 120_000);

  it('buying the last two of an item: its page says 售完 at once, with nothing to add', async () => {
    const { code } = await secondStore(baseUrl);
    await signedInCustomer(context, baseUrl, { store: code });
    const item = page.getByTestId('merchandise');
    await page.goto(`${baseUrl}/${code}/merchandise?pid=hair-mask`);
    await item.getByText('僅剩 2 件').waitFor();

    await page.goto(`${baseUrl}/${code}/retail`);
    const card = page.getByTestId('retail-hair-mask');
    await card.getByRole('button', { name: /加入購物車/ }).click();
    await card.getByRole('button', { name: /增加「.+」數量/ }).click();
    await page.getByRole('link', { name: '去結帳' }).click();
    await page.getByTestId('pickup-times').getByRole('group').nth(1).getByRole('button').first().click();
    await page.locator('input[name="paymentMethod"][value="Cash"]').check();
    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(`**/${code}/pickupOrder/*?result=created`);
    expect(await page.getByTestId('order-result-text').textContent()).toBe('請於取貨時間到店取貨並付款。');

    await page.goto(`${baseUrl}/${code}/merchandise?pid=hair-mask`);
    await item.getByRole('button', { name: '售完' }).waitFor();
    expect(await item.getByRole('button', { name: '售完' }).isDisabled()).toBe(true);
    expect(await item.getByText('僅剩 2 件').count()).toBe(0);
    expect(await item.getByRole('button', { name: /加入購物車/ }).count()).toBe(0);
  }, 90_000);

  it('a pickup order paid in full by the value card does not ask to pay at pickup', async () => {
    const login = await signedInCustomer(context, baseUrl);
    await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
    await page.goto(`${baseUrl}/demo/retail`);
    await page
      .getByTestId('retail-wide-comb')
      .getByRole('button', { name: /加入購物車/ })
      .click();
    await page.getByRole('link', { name: '去結帳' }).click();
    await page.getByTestId('pickup-times').getByRole('group').nth(1).getByRole('button').first().click();
    await page
      .getByTestId('wallet-picker')
      .getByRole('radio', { name: /青禾儲值卡/ })
      .check();
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toBe('$0');
    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL('**/demo/pickupOrder/*?result=created');
    expect(await page.getByTestId('order-result-text').textContent()).toBe('已付清，請於取貨時間到店取貨。');
    await page.screenshot({ path: 'screenshots/truthful-pickup-paid.png', fullPage: true });
  }, 90_000);
});

describe('dates and statuses say what is true (issue 28, point 6)', () => {
  it('a booking awaiting its ATM transfer is badged 待付款 (Awaiting payment), not 新預約', async () => {
    // A store of its own: on the demo store another file may take Mia's first free time meanwhile.
    const { code } = await secondStore(baseUrl, 'ATM 測試店');
    await signedInCustomer(context, baseUrl, { store: code });
    await treatmentToCheckout(page, baseUrl, code);
    await page.locator('input[name="paymentMethod"][value="ATM"]').check();
    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.waitForURL('**/api/sandbox/pay/**');
    await page.goBack();
    await page.waitForURL(new RegExp(`/${code}/booking/[\\w-]+`));
    await expect.poll(() => page.getByTestId('booking-status').textContent()).toBe('待付款');
    await page.goto(`${baseUrl}/${code}/booking`);
    const listed = page.getByTestId('bookings-upcoming').getByTestId('booking-status');
    await expect.poll(() => listed.allTextContents()).toEqual(['待付款']);
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.reload();
    await expect.poll(() => listed.allTextContents()).toEqual(['Awaiting payment']);
  }, 90_000);

  it('a cancelled booking is listed under 過去與已取消的預約, not 即將到來', async () => {
    const { login, booking } = await bookedCustomer(context, baseUrl, { daysAhead: 16 });
    await apiCall(baseUrl, 'DELETE', '/bookings', { body: { bookingId: booking.bookingId }, token: login.token });
    await page.goto(`${baseUrl}/demo/booking`);
    const past = page.getByTestId('bookings-past');
    await past.getByTestId(`booking-${booking.bookingId}`).waitFor();
    expect(await past.getByRole('heading').textContent()).toBe('過去與已取消的預約');
    expect(await page.getByTestId('bookings-upcoming').count()).toBe(0);
  });
});
