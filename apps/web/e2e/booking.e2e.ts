import { BOOKING_ERRORS } from '@salon/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseFirstFreeDay } from './booking-support';
import { bookedCustomer, bookViaApi, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { useServerClock } from './server-clock';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
pagePerTest((opened) => {
  ({ context, page } = opened);
});

const go = (path: string) => page.goto(`${baseUrl}${path}`);
const card = (id: string) => page.getByTestId(`service-${id}`);
const dialog = (id: string) => page.getByTestId(id);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}?code=demo`);
  return ((await res.json()) as { data: T }).data;
}

/** Opens a service card on the menu and adds it to the booking. */
async function addService(id: string) {
  await card(id).getByRole('link').first().click();
  await card(id).getByRole('button', { name: '加入預約' }).click();
  await card(id).getByText('已加入預約').waitFor();
}

/** Picks the first free time of the first free day at least two days ahead; returns its HH:mm. */
async function pickTime(): Promise<{ date: string; time: string }> {
  const date = await chooseFirstFreeDay(page, 2);
  const slot = page.getByTestId('slots').getByRole('button').first();
  const time = (await slot.textContent()) ?? '';
  await slot.click();
  expect(await slot.getAttribute('aria-pressed')).toBe('true');
  return { date: date.replaceAll('-', '/'), time };
}

describe('booking journey', () => {
  it('books two services with Mia, finds it in the list, reschedules it, cancels it and sees the refund', async () => {
    await signedInCustomer(context, baseUrl);

    // Menu → cart: 洗剪吹 ($800 ~ $1,200 with no preference) and 結構式護髮 ($1,500).
    await go('/demo/menu');
    await addService('cut-wash');
    await addService('care-treatment');
    const summary = page.getByTestId('cart-summary');
    await expect.poll(() => summary.textContent()).toContain('已選 2 項服務');
    expect(await summary.textContent()).toContain('$2,300 ~ $2,700');
    expect(await card('cut-wash').getByText('已加入', { exact: true }).count()).toBe(1);

    // Designer choice: Mia for both, with her price and duration.
    await page.getByRole('link', { name: '選擇時間' }).click();
    await page.waitForURL('**/demo/booking/new');
    const miaCut = page.getByTestId('designer-cut-wash-mia');
    expect(await miaCut.textContent()).toContain('$800');
    expect(await page.getByTestId('designer-cut-wash-any').textContent()).toContain('$800 ~ $1,200');
    // Yuna does not offer 洗剪吹.
    expect(await page.getByTestId('designer-cut-wash-yuna').count()).toBe(0);
    await miaCut.click();
    await page.getByTestId('designer-care-treatment-mia').click();
    expect(await page.getByTestId('designer-care-treatment-mia').getByRole('radio').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('cart-summary').textContent()).toContain('$2,300');
    expect(await page.getByTestId('cart-summary').textContent()).toContain('2 小時');

    // Date strip and time grid.
    const first = await pickTime();
    await page.getByRole('button', { name: '下一步' }).click();

    // Checkout: per-event prices with Mia, the total, the policy with its colours.
    await page.waitForURL('**/demo/checkout');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$2,300');
    expect(await page.getByTestId('checkout-time').textContent()).toContain(`${first.date} ${first.time}`);
    const events = page.getByTestId('priced-event');
    expect(await events.count()).toBe(2);
    expect(await events.nth(0).textContent()).toMatch(/洗剪吹[\s\S]*Mia[\s\S]*\$800/);
    expect(await events.nth(1).textContent()).toMatch(/結構式護髮[\s\S]*Mia[\s\S]*\$1,500/);
    // Nothing is prepaid (pay at the store): cancelling is free until the start, no refund wording.
    const policy = page.getByTestId('cancel-policy');
    expect(await policy.getByRole('listitem').allTextContents()).toEqual(['預約開始前可免費取消']);
    expect(await policy.locator('[data-tone="full"]').count()).toBe(1);
    expect(await page.getByRole('radio', { name: '現場付款' }).isChecked()).toBe(true);

    // Agreeing to the terms is required.
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.getByRole('alert').filter({ hasText: '請先勾選同意服務條款與取消政策' }).waitFor();
    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.locator('#customer-notes').fill('第一次來，想修短一點');
    await page.getByRole('button', { name: '確認預約' }).click();

    // Result and detail.
    await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=created$/);
    const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('booking-result').getByText('預約完成').waitFor();
    expect(await page.getByTestId('booking-time').textContent()).toBe(`${first.date} ${first.time}`);
    expect(await page.getByTestId('event-designer').allTextContents()).toEqual(['Mia', 'Mia']);
    expect(await page.getByTestId('booking-status').textContent()).toBe('已確認');
    expect(await page.getByText('第一次來，想修短一點').count()).toBe(1);

    // The booking list, with tabs a customer knows (issue 28.6).
    await page.getByRole('link', { name: '查看我的預約' }).click();
    await page.waitForURL('**/demo/booking');
    const item = page.getByTestId(`booking-${bookingId}`);
    await item.waitFor();
    expect(await item.textContent()).toMatch(/已確認[\s\S]*洗剪吹、結構式護髮[\s\S]*\$2,300/);
    await page.getByRole('tab', { name: '即將到來', exact: true }).click();
    await page.waitForURL('**/demo/booking?show=upcoming');
    await item.waitFor();
    await page.getByRole('tab', { name: '已取消或未到', exact: true }).click();
    await page.getByText('沒有「已取消或未到」的預約').waitFor();
    await page.getByRole('tab', { name: '全部' }).click();
    await item.click();
    await page.waitForURL(`**/demo/booking/${bookingId}`);

    // Reschedule to another free time.
    await page.getByRole('button', { name: '更改時間' }).click();
    const second = await pickTime();
    await page.getByRole('button', { name: '確認改期' }).click();
    await dialog('reschedule-confirm').getByRole('button', { name: '確認改期' }).click();
    await dialog('reschedule-result').getByText('已更改預約時間').waitFor();
    await dialog('reschedule-result').getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.getByTestId('booking-time').textContent()).toBe(`${second.date} ${second.time}`);
    expect(`${second.date} ${second.time}`).not.toBe(`${first.date} ${first.time}`);
    const moved = await api<{ startTime: number; events: { realUserId: string }[] }>(`/bookings/${bookingId}`);
    expect(moved.events.map((e) => e.realUserId)).toEqual(['mia', 'mia']);

    // Cancel: the refund it gives is shown before confirming, and again after.
    await page.getByRole('button', { name: '取消預約' }).click();
    const preview = (await dialog('cancel-confirm').textContent()) ?? '';
    expect(preview).toContain('若現在取消');
    expect(preview).toContain('前可免費取消');
    await dialog('cancel-confirm').getByRole('button', { name: '確定取消' }).click();
    const refund = page.getByTestId('refund-text');
    await refund.waitFor();
    // Said in the past tense: it is cancelled, and it cost nothing.
    expect(await refund.textContent()).toBe('已取消，不收取任何費用');
    // A free cancellation stays green once it went through (the cancelled booking allows no more).
    expect(await refund.getAttribute('data-tone')).toBe('full');
    expect(await dialog('cancel-result').textContent()).toContain('預約已取消');
    await dialog('cancel-result').getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.getByTestId('booking-status').textContent()).toBe('已取消');
    expect(await page.getByRole('button', { name: '取消預約' }).count()).toBe(0);
    expect((await api<{ status: string }>(`/bookings/${bookingId}`)).status).toBe('Cancelled');
  }, 120_000);

  it('a time taken meanwhile shows the spec text in a dialog and leads back to choosing a time', async () => {
    const login = await signedInCustomer(context, baseUrl);
    await go('/demo/menu?designer=leo');
    await addService('care-treatment');
    await page.getByRole('link', { name: '選擇時間' }).click();
    await page.getByTestId('designer-care-treatment-leo').waitFor();
    expect(await page.getByTestId('designer-care-treatment-leo').getByRole('radio').isChecked()).toBe(true);
    const { time } = await pickTime();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$1,500');

    // Someone takes Leo at that time before the customer confirms.
    const startTime = await page.evaluate(
      () => JSON.parse(localStorage.getItem('salon:cart:demo') ?? '{}').state.selectedTime as number,
    );
    await bookViaApi(baseUrl, login.token, {
      events: [{ productId: 'care-treatment', userId: 'leo' }],
      startTime,
    });

    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.getByRole('button', { name: '確認預約' }).click();
    const failure = dialog('booking-failure');
    await failure.waitFor();
    expect(await failure.getByRole('heading').textContent()).toBe('預約失敗');
    expect(await failure.textContent()).toContain(BOOKING_ERRORS.INVALID_OPERATIONS);
    await failure.getByRole('button', { name: '重新選擇時段' }).click();
    await page.waitForURL('**/demo/booking/new');
    await page.getByTestId('slots').or(page.getByTestId('slots-empty')).first().waitFor();
    expect(await page.getByTestId('cart-summary').textContent()).toContain('請選擇時段');
    await expect.poll(() => page.getByTestId('slots').getByRole('button', { name: time, exact: true }).count()).toBe(0);
  }, 90_000);

  it('a checkout left open in a second tab follows the cart: booked in one tab, the other leaves checkout', async () => {
    await signedInCustomer(context, baseUrl);
    await go('/demo/menu');
    await addService('care-treatment');
    await page.getByRole('link', { name: '選擇時間' }).click();
    await pickTime();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('$1,500');

    const second = await context.newPage();
    await second.goto(`${baseUrl}/demo/checkout`);
    await expect.poll(() => second.getByTestId('checkout-total').textContent()).toBe('$1,500');

    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.waitForURL(/\/demo\/booking\/[^/]+\?result=created/);
    // The second tab's cart is the emptied one: no second confirm of the same services.
    await second.waitForURL((url) => !url.pathname.endsWith('/checkout'));
    expect(await second.getByRole('button', { name: '確認預約' }).count()).toBe(0);
    await second.close();
  }, 90_000);
});

describe('a booked customer', () => {
  const clock = useServerClock(baseUrl);

  it('finds the booking in the list; with nothing prepaid, cancelling stays free whatever the server clock', async () => {
    const { booking } = await bookedCustomer(context, baseUrl);
    await go('/demo/booking');
    await page.getByTestId(`booking-${booking.bookingId}`).click();
    await page.waitForURL(`**/demo/booking/${booking.bookingId}`);
    // Nothing prepaid: the one policy line is what cancelling now gives, said once.
    const line = page.getByTestId('cancel-policy').locator('li');
    await expect.poll(() => line.getAttribute('data-tone')).toBe('full');

    // Half a day before it the store's half-refund tier would apply to a prepayment; there is none.
    await clock.moveTo(booking.startTime - 12 * 3600);
    await page.reload();
    await expect.poll(() => line.textContent()).toBe('預約開始前可免費取消');
    expect(await line.getAttribute('data-tone')).toBe('full');
  });
});
