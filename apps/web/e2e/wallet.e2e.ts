import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInCustomer } from './fixtures';
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
