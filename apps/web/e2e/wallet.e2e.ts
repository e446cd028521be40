import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { treatmentToCheckout } from './booking-support';
import { apiCall, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  page = opened.page;
  context = opened.context;
});

describe('the wallet (issue 13, first part)', () => {
  it('a new customer collects the receivable voucher, reads its terms, and removes it again', async () => {
    await signedInCustomer(context, baseUrl);
    await page.goto(`${baseUrl}/demo/user/voucher`);
    await page.getByText('目前沒有優惠券').waitFor();
    const offer = page.getByTestId('voucher-new-friend-100');
    expect(await offer.getByTestId('voucher-discount').textContent()).toBe('折抵 100 元');
    await offer.getByRole('button', { name: '領取' }).click();
    await page.getByText('已領取「新朋友 100 元券」。').waitFor();
    await page.getByRole('region', { name: '我的優惠券' }).getByTestId('voucher-new-friend-100').waitFor();
    // Collected once: it is no longer offered.
    expect(await page.getByRole('region', { name: '可領取的優惠券' }).count()).toBe(0);

    await page.getByRole('link', { name: '詳情「新朋友 100 元券」' }).click();
    await page.waitForURL('**/demo/voucher/new-friend-100');
    await page.getByText('全部服務與商品適用').waitFor();
    await page.getByText('可使用 1 次').waitFor();
    await page.getByRole('link', { name: '回到我的優惠券' }).click();

    await page.getByRole('button', { name: '移除' }).click();
    await page.getByTestId('voucher-remove').getByRole('button', { name: '移除' }).click();
    await page.getByText('已移除優惠券。').waitFor();
    await page.getByText('目前沒有優惠券').waitFor();
  });

  it('a voucher page tells anyone its discount and targets; value cards and tickets say when there are none', async () => {
    await page.goto(`${baseUrl}/demo/voucher/color-90`);
    expect(await page.getByTestId('voucher-discount').textContent()).toBe('9 折');
    await page.getByText('適用分類：染髮').waitFor();

    await signedInCustomer(context, baseUrl);
    await page.goto(`${baseUrl}/demo/user/valueCard`);
    await page.getByText('目前沒有儲值卡').waitFor();
    await page.goto(`${baseUrl}/demo/user/profile`);
    await page.getByTestId('service-tickets').getByText('目前沒有服務票券').waitFor();
  });
});

describe('paying with the wallet (issue 13)', () => {
  it('a wallet that could not be read says so at checkout, not "nothing to use", and shows once tried again', async () => {
    const login = await signedInCustomer(context, baseUrl);
    await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
    let down = true;
    await page.route('**/api/bookings/vouchers?*', (route) =>
      down ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await treatmentToCheckout(page, baseUrl, 'demo');
    const failed = page.getByRole('alert').filter({ hasText: '無法載入你的優惠券、儲值卡與票券' });
    await failed.waitFor();
    expect(await page.getByText('沒有可使用的').count()).toBe(0);
    await page.screenshot({ path: 'screenshots/wallet-load-error.png', fullPage: true });
    down = false;
    await failed.getByRole('button', { name: '再試一次' }).click();
    await page
      .getByTestId('wallet-picker')
      .getByRole('checkbox', { name: /滿千折 200/ })
      .waitFor();
  });

  it('books with a voucher and the value card, sees the balance and the record, cancels and gets both back', async () => {
    const login = await signedInCustomer(context, baseUrl);
    await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });

    // 結構式護髮 ($1,500) with Mia, the first free time two days ahead.
    await treatmentToCheckout(page, baseUrl, 'demo');

    // 滿千折 200 and the card: $200 off, the card pays $1,300, nothing left to pay.
    const wallet = page.getByTestId('wallet-picker');
    await wallet.getByRole('checkbox', { name: /滿千折 200/ }).check();
    await wallet.getByRole('radio', { name: /青禾儲值卡/ }).check();
    const breakdown = page.getByTestId('payment-breakdown');
    await expect.poll(() => breakdown.textContent()).toContain('儲值卡・青禾儲值卡−$1,300');
    expect(await breakdown.textContent()).toContain('優惠券・滿千折 200−$200');
    expect(await page.getByTestId('balance-after').textContent()).toBe('付款後儲值卡餘額 $1,700');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$0');
    await page.getByText('已由優惠與儲值全額支付').waitFor();
    // Nothing is left for the salon either: not 「當日於店內付款」.
    expect(await page.getByTestId('deposit').textContent()).toBe('無須預付，當日也無須再付款');
    await page.screenshot({ path: 'screenshots/wallet-checkout.png', fullPage: true });
    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=created$/);
    const bookingPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByTestId('payment-breakdown').textContent()).toContain('應付金額$0');

    // The balance and the record.
    await page.goto(`${baseUrl}/demo/user/valueCard`);
    await expect.poll(() => page.getByTestId('card-balance').allTextContents()).toEqual(['$1,700']);
    await page.getByRole('link', { name: '查看消費紀錄' }).click();
    await page.waitForURL('**/demo/record');
    const record = page.getByTestId('records').getByRole('link').filter({ hasText: '結構式護髮' });
    expect(await record.textContent()).toContain('儲值卡支付 $1,300');
    await record.click();
    await page.waitForURL('**/demo/detail?id=booking-*');
    const moves = page.getByTestId('card-moves');
    await moves.waitFor();
    expect(await moves.textContent()).toMatch(/預約付款[\s\S]*−\$1,300[\s\S]*餘額 \$1,700/);

    // Cancel: the card's $1,300 and the voucher come back.
    await page.goto(`${baseUrl}${bookingPath}`);
    await page.getByRole('button', { name: '取消預約' }).click();
    await page.getByTestId('cancel-confirm').getByRole('button', { name: '確定取消' }).click();
    await page.getByTestId('cancel-result').getByRole('button', { name: '知道了' }).click();
    await page.goto(`${baseUrl}/demo/user/valueCard`);
    await expect.poll(() => page.getByTestId('card-balance').allTextContents()).toEqual(['$3,000']);
    await page.goto(`${baseUrl}/demo/user/voucher`);
    await page.getByRole('region', { name: '我的優惠券' }).getByTestId('voucher-welcome-200').waitFor();
    await page.goto(`${baseUrl}/demo/record`);
    await page.getByTestId('records').getByRole('link').filter({ hasText: '結構式護髮' }).click();
    await page.getByTestId('returned').getByText('儲值卡・青禾儲值卡：已退回 $1,300').waitFor();
  }, 120_000);
});
