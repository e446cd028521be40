import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import demo from '../../api/src/modules/store/demo-store.json';
import { apiCall, registerCustomer, secondStore, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  page = opened.page;
  context = opened.context;
});

/**
 * Retail pickup in the customer app (issue 12). Each journey runs in its own copy of the demo store,
 * so the stock it takes (深層修護髮膜 starts with 2 left) is its own.
 */
const item = (id: string) => demo.retailItems.find((p) => p.id === id)!;
const card = (id: string) => page.getByTestId(`retail-${id}`);
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

async function addFromList(id: string, times = 1) {
  await card(id)
    .getByRole('button', { name: `將「${item(id).name}」加入購物車` })
    .click();
  for (let i = 1; i < times; i++)
    await card(id)
      .getByRole('button', { name: `增加「${item(id).name}」數量` })
      .click();
}

interface StoredLine {
  productId: string;
  name: string;
  quantity: number;
  price: number;
}

/** A retail cart the app finds in storage as if left from an earlier visit (once per tab, so a reload keeps what the app stored). */
async function restoreCart(code: string, items: StoredLine[]) {
  await context.addInitScript(
    ({ key, items }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, JSON.stringify({ state: { items, customerNotes: '' }, version: 1 }));
    },
    { key: `salon:retailCart:${code}`, items },
  );
}

describe('retail pickup', () => {
  it('a signed-in customer adds two items, picks a pickup time, places the order and sees its detail', async () => {
    const { code } = await secondStore(baseUrl);
    await signedInCustomer(context, baseUrl, { store: code });
    await page.goto(`${baseUrl}/${code}/retail`);
    await addFromList('shampoo', 2);
    await addFromList('hair-oil');
    const total = item('shampoo').price * 2 + item('hair-oil').price;
    expect(await page.getByTestId('retail-cart-bar').textContent()).toContain(money(total));

    await page.getByRole('link', { name: '去結帳' }).click();
    await page.waitForURL(`**/${code}/payment/retail`);
    expect(await page.getByTestId('payment-total').textContent()).toBe(money(total));
    // Without a pickup time the order is not sent.
    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.getByText('請選擇取貨時間').waitFor();
    const slot = page.getByTestId('pickup-times').getByRole('group').nth(1).getByRole('button').first();
    const time = (await slot.textContent())?.trim();
    await slot.click();
    expect(await page.getByRole('radio', { name: /現場付款/ }).isChecked()).toBe(true);
    // The value card is chosen in the wallet part (this customer has none), not as a method.
    expect(await page.getByRole('radio', { name: /儲值卡/ }).count()).toBe(0);
    await page.getByText('目前沒有可使用的優惠券、儲值卡或票券。').waitFor();
    await page.getByRole('textbox', { name: '備註' }).fill('下班後來拿');
    await page.getByRole('button', { name: '送出訂單' }).click();

    await page.waitForURL(`**/${code}/pickupOrder/*?result=created`);
    await page.getByTestId('order-result').getByText('訂單已成立').waitFor();
    expect(await page.getByTestId('pickup-status').textContent()).toBe('已成立');
    const lines = await page.getByTestId('order-items').textContent();
    expect(lines).toContain(`${item('shampoo').name}${money(item('shampoo').price)} × 2`);
    expect(lines).toContain(`${item('hair-oil').name}${money(item('hair-oil').price)} × 1`);
    expect(await page.getByTestId('order-total').textContent()).toBe(money(total));
    expect(await page.getByTestId('pickup-time').textContent()).toContain(time);

    // The cart is empty again; the order is listed beside the bookings.
    await page.goto(`${baseUrl}/${code}/booking`);
    const listed = page.getByTestId('my-pickup-orders').getByRole('link');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    expect(await listed.textContent()).toContain(money(total));

    // Cancelling while the store has not packed it puts the units back.
    await listed.click();
    await page.getByRole('button', { name: '取消訂單' }).click();
    await page.getByTestId('cancel-order').getByRole('button', { name: '確定取消' }).click();
    await page.getByTestId('pickup-status').filter({ hasText: '已取消' }).waitFor();
    expect(await page.getByRole('button', { name: '取消訂單' }).count()).toBe(0);
    const menu = await apiCall<{ products: { id: string; stock: number }[] }>(baseUrl, 'GET', '/bookings/menu/retail', {
      store: code,
    });
    expect(menu.products.find((p) => p.id === 'shampoo')?.stock).toBe(item('shampoo').stock);
  });

  it('a second customer who asks for more than is left gets 訂購失敗 with the units left, and the cart is lowered', async () => {
    const { code } = await secondStore(baseUrl);
    const mask = item('hair-mask');
    expect(mask.stock).toBe(2);
    await signedInCustomer(context, baseUrl, { store: code });
    await page.goto(`${baseUrl}/${code}/retail`);
    await addFromList('hair-mask', 2);
    // At the stock: no more can be added.
    expect(
      await card('hair-mask')
        .getByRole('button', { name: `增加「${mask.name}」數量` })
        .isDisabled(),
    ).toBe(true);
    await page.getByRole('link', { name: '去結帳' }).click();
    await page.getByTestId('pickup-times').getByRole('group').nth(1).getByRole('button').first().click();

    // Meanwhile another customer takes one of the two.
    const first = await registerCustomer(baseUrl, { store: code });
    await apiCall(baseUrl, 'POST', '/bookings/pickupOrders', {
      body: { items: [{ productId: 'hair-mask', quantity: 1 }], paymentMethod: 'Cash', customerNotes: '' },
      token: first.token,
      store: code,
    });

    await page.getByRole('button', { name: '送出訂單' }).click();
    const dialog = page.getByTestId('retail-failure');
    await dialog.getByRole('heading', { name: '訂購失敗' }).waitFor();
    expect(await dialog.getByTestId('failed-items').textContent()).toBe(
      `${mask.name}：庫存不足，僅剩 1 件，數量已調整`,
    );
    await dialog.getByRole('button', { name: '調整購物車' }).click();
    // The total follows the lowered cart once the page has priced it again.
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toBe(money(mask.price));
    expect(await page.getByTestId('retail-notice').textContent()).toContain(`「${mask.name}」僅剩 1 件`);

    // The lowered cart goes through.
    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(`**/${code}/pickupOrder/*?result=created`);
    expect(await page.getByTestId('order-total').textContent()).toBe(money(mask.price));
  });

  it('a restored cart with a removed product and too many units is repaired, and the customer is told', async () => {
    await restoreCart('demo', [
      { productId: 'discontinued-comb', name: '停售的排梳', quantity: 1, price: 300 },
      { productId: 'hair-mask', name: '深層修護髮膜 200ml', quantity: 5, price: 890 },
      { productId: 'wide-comb', name: '木質寬齒梳', quantity: 1, price: 280 },
    ]);
    await page.goto(`${baseUrl}/demo/retail`);
    const notice = page.getByTestId('retail-notice');
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toContain('「停售的排梳」店家已不再提供，已從購物車移除');
    const maskLeft = (
      await apiCall<{ products: { id: string; stock: number }[] }>(baseUrl, 'GET', '/bookings/menu/retail')
    ).products.find((p) => p.id === 'hair-mask')!.stock;
    if (maskLeft > 0) expect(text).toContain(`「深層修護髮膜 200ml」僅剩 ${maskLeft} 件`);
    // What is left is stored: a reload finds the repaired cart and has nothing more to say.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('salon:retailCart:demo') ?? '{}'));
    expect(stored.state.items.map((l: { productId: string }) => l.productId)).not.toContain('discontinued-comb');
    await page.reload();
    await card('wide-comb').waitFor();
    expect(await page.getByTestId('retail-notice').count()).toBe(0);
  });

  it("a signed-in customer's restored cart is checked by POST /bookings/checkItems", async () => {
    const { code } = await secondStore(baseUrl);
    await signedInCustomer(context, baseUrl, { store: code });
    await restoreCart(code, [
      { productId: 'discontinued-comb', name: '停售的排梳', quantity: 1, price: 300 },
      { productId: 'wax', name: '霧面塑型髮蠟 80g', quantity: 1, price: 550 },
      { productId: 'shampoo', name: '胺基酸修護洗髮精 500ml', quantity: 1, price: 680 },
    ]);
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/bookings/checkItems')) checks.push(r.postData() ?? '');
    });
    await page.goto(`${baseUrl}/${code}/retail`);
    const notice = page.getByTestId('retail-notice');
    // The server's page shows the store's notice at once; the cart's lines join it once the browser checked the cart.
    await expect.poll(() => notice.textContent()).toContain('已從購物車移除');
    expect(checks).toHaveLength(1);
    expect(JSON.parse(checks[0]!).items.map((i: { productId: string }) => i.productId)).toEqual([
      'discontinued-comb',
      'wax',
      'shampoo',
    ]);
    const text = await notice.textContent();
    expect(text).toContain('「停售的排梳」店家已不再提供，已從購物車移除');
    expect(text).toContain('霧面塑型髮蠟 80g');
    expect(text).not.toContain('胺基酸修護洗髮精');
  });

  it('the payment page shows the total POST /bookings/checkout answers for the cart; /buy leads there', async () => {
    const { code } = await secondStore(baseUrl);
    await signedInCustomer(context, baseUrl, { store: code });
    await restoreCart(code, [{ productId: 'shampoo', name: '胺基酸修護洗髮精 500ml', quantity: 2, price: 680 }]);
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/bookings/checkout') && r.request().method() === 'POST',
    );
    await page.goto(`${baseUrl}/${code}/buy`);
    await page.waitForURL(`**/${code}/payment/retail`);
    const response = await answered;
    expect(JSON.parse(response.request().postData() ?? '{}').items).toEqual([
      { productId: 'shampoo', quantity: 2, price: 680 },
    ]);
    const summary = (await response.json()).data as { total: number; items: { lineTotal: number }[] };
    expect(summary.total).toBe(item('shampoo').price * 2);
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toBe(money(summary.total));
  });

  it('a merchandise link to a product the store does not sell goes back to the list with a message', async () => {
    await page.goto(`${baseUrl}/demo/merchandise?pid=discontinued-comb`);
    await page.waitForURL('**/demo/retail?gone=discontinued-comb');
    await page.getByTestId('product-gone').getByText('找不到這項商品，可能已下架').waitFor();
    await page.goto(`${baseUrl}/demo/merchandise?pid=wax`);
    await page
      .getByTestId('merchandise')
      .getByRole('heading', { name: item('wax').name })
      .waitFor();
    expect(await page.getByTestId('merchandise').getByRole('button', { name: '售完' }).isDisabled()).toBe(true);
  });
});
