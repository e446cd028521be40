import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { treatmentToCheckout } from './booking-support';
import { signedInCustomer, testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  page = opened.page;
  context = opened.context;
});

/** A copy of the demo store that asks a $500 deposit, and a customer signed in to it. */
async function depositStore(): Promise<string> {
  const code = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  await testRoute(baseUrl, 'POST', '/stores', { code, name: '訂金店', deposit: 500 });
  await signedInCustomer(context, baseUrl, { store: code });
  return code;
}

/** 結構式護髮 with Mia at the first free time two days ahead, booked paying by `method`: on to the provider. */
async function bookTreatment(code: string, method: RegExp) {
  await treatmentToCheckout(page, baseUrl, code);
  await page.getByRole('radio', { name: method }).check();
  // What the online method costs now: the store's deposit.
  await expect.poll(() => page.getByTestId('pay-now').textContent()).toBe('現在線上支付訂金 $500');
  await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
  await page.getByRole('button', { name: '確認預約' }).click();
  await page.waitForURL('**/api/sandbox/pay/**');
}

describe('online payment (issue 14)', () => {
  it('pays a $500 deposit by card in the sandbox, sees it paid, cancels and sees the refund', async () => {
    const code = await depositStore();
    await bookTreatment(code, /信用卡/);
    await page.getByText('$500').waitFor();
    await page.screenshot({ path: 'screenshots/sandbox-card.png', fullPage: true });
    await page.getByLabel('信用卡卡號').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: '付款', exact: true }).click();
    await page.waitForURL(/\/booking\/[\w-]+\?result=payment$/);
    await page.getByTestId('booking-result').getByText('預約完成').waitFor();
    expect(await page.getByTestId('online-payment').textContent()).toBe('已線上付款 $500');

    await page.getByRole('button', { name: '取消預約' }).click();
    await page.getByTestId('cancel-confirm').getByRole('button', { name: '確定取消' }).click();
    await page.getByTestId('cancel-result').getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.getByTestId('online-payment').textContent()).toBe('已退款 $500');
  }, 120_000);

  it('a declined card, then ATM: the account to transfer to, paid by 立即轉帳', async () => {
    const code = await depositStore();
    await bookTreatment(code, /信用卡/);
    await page.getByLabel('信用卡卡號').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: '付款', exact: true }).click();
    await page.waitForURL(/\/booking\/[\w-]+\?result=payment$/);
    const panel = page.getByTestId('online-payment');
    await panel.getByText('付款失敗', { exact: true }).waitFor();
    await panel.getByText('付款失敗，請重新付款或更換付款方式').waitFor();
    await page.screenshot({ path: 'screenshots/payment-failed.png', fullPage: true });
    await panel.getByRole('radio', { name: /ATM/ }).check();
    await panel.getByRole('button', { name: '重新付款' }).click();
    await page.waitForURL('**/api/sandbox/pay/**');
    const account = (await page.getByTestId('atm-account').textContent()) ?? '';
    expect(account).toMatch(/^\d{14}$/);
    await page.getByRole('button', { name: '立即轉帳（沙盒）' }).click();
    await page.waitForURL(/\/booking\/[\w-]+\?result=payment$/);
    await page.getByTestId('booking-result').getByText('預約完成').waitFor();
    expect(await page.getByTestId('online-payment').textContent()).toBe('已線上付款 $500');
  }, 120_000);
});

describe('a pickup order paid online', () => {
  it('pays the order by card in the sandbox and comes back to it paid', async () => {
    await signedInCustomer(context, baseUrl);
    await page.goto(`${baseUrl}/demo/retail`);
    await page.getByRole('button', { name: /將「木質寬齒梳」加入購物車/ }).click();
    await page.getByRole('link', { name: '去結帳' }).click();
    await page.waitForURL('**/demo/payment/retail');
    await page.getByTestId('pickup-times').getByRole('group').nth(1).getByRole('button').first().click();
    await page.getByRole('radio', { name: /信用卡/ }).check();
    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL('**/api/sandbox/pay/**');
    await page.getByLabel('信用卡卡號').fill('4242424242424242');
    await page.getByRole('button', { name: '付款', exact: true }).click();
    await page.waitForURL(/\/demo\/pickupOrder\/[\w-]+\?result=payment$/);
    await expect.poll(() => page.getByTestId('online-payment').textContent()).toBe('已線上付款 $280');
  }, 120_000);
});
