import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { treatmentToCheckout } from './booking-support';
import { apiCall, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

/**
 * Issue 28, point 1: the policy shown before paying is the one that applies. The demo store asks
 * no deposit and has three tiers (free until a day before, half until 3 hours before, nothing
 * after): paid at the salon a booking is free to cancel until the start; paid online (card, ATM,
 * LINE Pay) or by the value card it prepays, so the tiers apply. Checkout, the terms page and the
 * booking page show the same lines for the method chosen, before and after paying.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const linesOf = (root: Locator) => root.getByTestId('cancel-policy').getByRole('listitem').allTextContents();
const kindsOf = (root: Locator) =>
  root
    .getByTestId('cancel-policy')
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-kind')}/${el.getAttribute('data-tone')}`));
// A card's id is its heading's: the card is the section holding it.
const card = (id: string) => page.locator('section', { has: page.locator(`#${id}`) });
const checkoutPolicy = () => card('checkout-policy');
const bookingPolicy = () => card('booking-policy');
const chooseMethod = (method: string) => page.locator(`input[name="paymentMethod"][value="${method}"]`).check();

const FREE = ['預約開始前可免費取消'];
const TIERS = [/前可免費取消$/, /之間取消，退還已付金額的 50%$/, /後取消，恕不退款$/, /^預約當日未到，恕不退款$/];
const TIER_KINDS = ['free/full', 'refund/partial', 'noRefund/none', 'noShow/none'];

/** The lines of the terms page's entry for `method`. */
async function termsKinds(method: string) {
  await page.goto(`${baseUrl}/demo/terms`);
  const entry = page.locator(`[data-testid="terms-policy"][data-methods~="${method}"]`);
  await entry.waitFor();
  return { kinds: await kindsOf(entry), deposit: await entry.getByTestId('terms-deposit').textContent() };
}

/** Agrees and books; online, the sandbox's page is where the browser goes. */
async function placeBooking() {
  await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
  await page.getByRole('button', { name: '確認預約' }).click();
}

describe('the policy shown before paying is the one that applies (issue 28, point 1)', () => {
  it('checkout changes its policy and what it prepays as the method changes', async () => {
    await signedInCustomer(context, baseUrl);
    await treatmentToCheckout(page, baseUrl, 'demo');
    await chooseMethod('Cash');
    await expect.poll(() => linesOf(checkoutPolicy())).toEqual(FREE);
    expect(await page.getByTestId('deposit').textContent()).toBe('無須預付，當日於店內付款');

    await chooseMethod('CreditCard');
    await expect.poll(() => kindsOf(checkoutPolicy())).toEqual(TIER_KINDS);
    const lines = await linesOf(checkoutPolicy());
    for (const [i, line] of lines.entries()) expect(line).toMatch(TIERS[i] as RegExp);
    expect(await page.getByTestId('deposit').textContent()).toBe('預付 $1,500，取消時依下方政策退款');
    expect(await page.getByTestId('pay-now').textContent()).toBe('現在線上支付全額 $1,500');
    expect(await page.locator('#checkout-policy').textContent()).toBe('取消與退款政策');
    await page.screenshot({ path: 'screenshots/policy-checkout-card.png', fullPage: true });

    await chooseMethod('LinePayOffline');
    await expect.poll(() => linesOf(checkoutPolicy())).toEqual(FREE);
  }, 90_000);

  it.each([
    ['Cash', null],
    ['LinePayOffline', null],
    ['CreditCard', 'card'],
    ['ATM', 'atm'],
    ['LinePayOnline', 'linePay'],
  ] as const)(
    '%s: checkout, the terms page and the booking page say the same',
    async (method, online) => {
      await signedInCustomer(context, baseUrl);
      await treatmentToCheckout(page, baseUrl, 'demo');
      await chooseMethod(method);
      const kinds = online ? TIER_KINDS : ['free/full'];
      await expect.poll(() => kindsOf(checkoutPolicy())).toEqual(kinds);
      const atCheckout = await linesOf(checkoutPolicy());
      await placeBooking();

      if (online) {
        await page.waitForURL('**/api/sandbox/pay/**');
        if (online === 'card') await page.getByLabel('信用卡卡號').fill('4242 4242 4242 4242');
        const button = { card: '付款', atm: '立即轉帳（沙盒）', linePay: '核准付款' }[online];
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=payment$/);
        await expect.poll(() => page.getByTestId('online-payment').textContent()).toBe('已線上付款 $1,500');
      } else {
        await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=created$/);
      }
      await expect.poll(() => linesOf(bookingPolicy())).toEqual(atCheckout);
      expect(await kindsOf(bookingPolicy())).toEqual(kinds);

      const terms = await termsKinds(method);
      expect(terms.kinds).toEqual(kinds);
      expect(terms.deposit).toBe(
        online ? '預約時即預付全額，取消時依下列政策退款。' : '當日於店內付款，無須預付，預約開始前可免費取消。',
      );
    },
    120_000,
  );

  it('an ATM booking awaiting the transfer already shows the tiers it will be paid under', async () => {
    await signedInCustomer(context, baseUrl);
    await treatmentToCheckout(page, baseUrl, 'demo');
    await chooseMethod('ATM');
    await expect.poll(() => kindsOf(checkoutPolicy())).toEqual(TIER_KINDS);
    const atCheckout = await linesOf(checkoutPolicy());
    await placeBooking();
    await page.waitForURL('**/api/sandbox/pay/**');
    await page.goBack();
    await page.waitForURL(/\/demo\/booking\/[\w-]+/);
    await expect.poll(() => linesOf(bookingPolicy())).toEqual(atCheckout);
  }, 120_000);

  it('the value card paying it all: the tiers, as on the terms page', async () => {
    const login = await signedInCustomer(context, baseUrl);
    await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
    await treatmentToCheckout(page, baseUrl, 'demo');
    await page
      .getByTestId('wallet-picker')
      .getByRole('radio', { name: /青禾儲值卡/ })
      .check();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$0');
    await expect.poll(() => kindsOf(checkoutPolicy())).toEqual(TIER_KINDS);
    const atCheckout = await linesOf(checkoutPolicy());
    await placeBooking();
    await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=created$/);
    await expect.poll(() => linesOf(bookingPolicy())).toEqual(atCheckout);
    expect((await termsKinds('ValueCard')).kinds).toEqual(TIER_KINDS);
  }, 120_000);

  it('in English: the same rule, in English words', async () => {
    await signedInCustomer(context, baseUrl);
    await treatmentToCheckout(page, baseUrl, 'demo');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.reload();
    await chooseMethod('Cash');
    await expect.poll(() => linesOf(checkoutPolicy())).toEqual(['Free cancellation before the start']);
    expect(await page.getByTestId('deposit').textContent()).toBe('Nothing to prepay: pay at the salon');
    await chooseMethod('CreditCard');
    await expect.poll(() => kindsOf(checkoutPolicy())).toEqual(TIER_KINDS);
    const lines = await linesOf(checkoutPolicy());
    expect(lines[0]).toMatch(/^Free cancellation before \d{4}\/\d\d\/\d\d \d\d:\d\d$/);
    expect(lines[1]).toMatch(/: 50% of the amount paid back$/);
    expect(lines[3]).toBe('No-show on the day: no refund');
    expect(await page.getByTestId('deposit').textContent()).toBe(
      'Prepaid $1,500: a cancellation is refunded as the policy below says',
    );
    expect(
      await page
        .locator('label')
        .filter({ has: page.locator('input[value="CreditCard"]') })
        .textContent(),
    ).toMatch(/^Credit card/);
    await page.screenshot({ path: 'screenshots/policy-checkout-card-en.png', fullPage: true });

    await page.goto(`${baseUrl}/demo/terms`);
    const entries = page.getByTestId('terms-policy');
    await entries.first().waitFor();
    expect(await entries.getByTestId('terms-methods').allTextContents()).toEqual([
      'Pay at the salon, LINE Pay (at the salon)',
      'Value card, Credit card, ATM transfer, LINE Pay',
    ]);
    expect(await linesOf(entries.first())).toEqual(['Free cancellation before the start']);
    expect(await kindsOf(entries.nth(1))).toEqual(TIER_KINDS);
    await page.screenshot({ path: 'screenshots/policy-terms-en.png', fullPage: true });
  }, 90_000);
});
