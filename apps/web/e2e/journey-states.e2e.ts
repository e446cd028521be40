import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, bookedCustomer, bookViaApi, serverNow, signedInCustomer, testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';
import { useServerClock } from './server-clock';

/*
 * Issue 9, points 6 and 7: the cancel policy says only what applies to what the booking prepaid
 * (the demo store asks no deposit), in the customer's language; every booking status has its own
 * banner and badge; the list shows upcoming bookings soonest first, then past ones newest first.
 */

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
pagePerTest((opened) => {
  ({ context, page } = opened);
});

const DAY = 86400;
const HAN = /[\u4e00-\u9fff]/;
const english = () => context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
const openBooking = async (bookingId: string, query = '') => {
  await page.goto(`${baseUrl}/demo/booking/${bookingId}${query}`);
  await page.getByTestId('booking-time').waitFor();
};
const policyLines = () => page.getByTestId('cancel-policy').getByRole('listitem').allTextContents();

/** The first free time of Mia for 結構式護髮 in the week from `from` (server clock), booked for `token`. */
async function bookFrom(token: string, from: number): Promise<{ bookingId: string; startTime: number }> {
  const events = [{ productId: 'care-treatment', userId: 'mia' }];
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * DAY, events, customerCount: 1 },
  });
  const startTime = slots[0];
  if (startTime === undefined) throw new Error(`no free time in the week from ${from}`);
  const { bookingId } = await bookViaApi(baseUrl, token, { events, startTime });
  return { bookingId, startTime };
}

describe('point 6: the cancel policy of a booking that prepays nothing', () => {
  const clock = useServerClock(baseUrl);

  it('zh-TW: one line, free cancellation until the start, and no refund promised even inside the half-refund tier', async () => {
    const { booking } = await bookedCustomer(context, baseUrl);
    await openBooking(booking.bookingId);
    expect(await policyLines()).toEqual(['預約開始前可免費取消']);
    const policy = (await page.locator('#booking-policy').textContent()) ?? '';
    expect(policy).toContain('取消政策');
    expect(policy).not.toMatch(/退|%|未到/);
    // What cancelling now gives is that one line: said once (issue 28, point 9).
    expect(((await page.locator('main').textContent()) ?? '').split('預約開始前可免費取消')).toHaveLength(2);
    expect(await page.getByTestId('refund-now').count()).toBe(0);

    // Half a day before, the store's 50 % tier would apply to a prepayment: there is none.
    await clock.moveTo(booking.startTime - 12 * 3600);
    await page.reload();
    await expect.poll(() => policyLines()).toEqual(['預約開始前可免費取消']);
    expect(await page.getByTestId('cancel-policy').locator('li').getAttribute('data-tone')).toBe('full');
    expect(await page.getByTestId('refund-now').count()).toBe(0);
  });

  it('English: the same rule in English on the booking and the terms page, no Chinese line left', async () => {
    await english();
    const { booking } = await bookedCustomer(context, baseUrl);
    await openBooking(booking.bookingId);
    expect(await policyLines()).toEqual(['Free cancellation before the start']);
    expect(await page.getByTestId('refund-now').count()).toBe(0);
    expect(await page.locator('#booking-policy').textContent()).not.toMatch(HAN);

    // The terms page: paid at the salon, as this booking is.
    await page.goto(`${baseUrl}/demo/terms`);
    const atSalon = page.locator('[data-testid="terms-policy"][data-methods~="Cash"]');
    await atSalon.waitFor();
    expect(await atSalon.getByRole('listitem').allTextContents()).toEqual(['Free cancellation before the start']);
  });
});

describe('point 7: every status has its own banner and badge', () => {
  it('a booking cancelled right after booking shows the cancelled banner, not 預約完成', async () => {
    const { booking } = await bookedCustomer(context, baseUrl);
    await openBooking(booking.bookingId, '?result=created');
    const banner = page.getByTestId('booking-result');
    expect(await banner.getByRole('heading').textContent()).toBe('預約完成');

    await page.getByRole('button', { name: '取消預約' }).click();
    await page.getByTestId('cancel-confirm').getByRole('button', { name: '確定取消' }).click();
    await page.getByTestId('cancel-result').getByRole('button', { name: '知道了' }).click();

    await expect.poll(() => banner.getAttribute('data-status')).toBe('Cancelled');
    expect(await banner.getByRole('heading').textContent()).toBe('預約已取消');
    expect(await page.getByText('預約完成').count()).toBe(0);
    expect(await page.getByTestId('booking-status').textContent()).toBe('已取消');
    expect(await banner.getByRole('link', { name: '再次預約' }).count()).toBe(1);
  });

  it.each([
    ['Confirmed', '預約已確認', '已確認', 'Booking confirmed', 'Confirmed'],
    ['Pending', '等待店家確認', '待店家確認', 'Waiting for the salon', 'Awaiting salon'],
    ['Completed', '服務已完成', '已完成', 'Visit completed', 'Completed'],
    ['NoShow', '未到', '未到', 'Missed', 'No-show'],
    ['Expired', '預約已逾期', '已逾期', 'Booking expired', 'Expired'],
    ['Closed', '店家已取消預約', '店家已取消', 'Cancelled by the salon', 'Cancelled by salon'],
  ])(
    '%s: its banner and badge on the detail page and its badge in the list, zh-TW and English',
    async (status, title, badge, enTitle, enBadge) => {
      const { booking } = await bookedCustomer(context, baseUrl);
      if (status !== 'Confirmed') {
        await testRoute(baseUrl, 'POST', '/bookings/status?code=demo', { bookingId: booking.bookingId, status });
      }
      await openBooking(booking.bookingId);
      const banner = page.getByTestId('booking-banner');
      expect(await banner.getAttribute('data-status')).toBe(status);
      expect(await banner.getByRole('heading').textContent()).toBe(title);
      expect(await page.getByTestId('booking-status').textContent()).toBe(badge);
      expect(await page.getByText('預約完成').count()).toBe(0);

      await page.goto(`${baseUrl}/demo/booking`);
      const item = page.getByTestId(`booking-${booking.bookingId}`);
      expect(await item.getByTestId('booking-status').textContent()).toBe(badge);

      await page.evaluate(() => localStorage.setItem('salon:lang', 'en'));
      await openBooking(booking.bookingId);
      expect(await banner.getByRole('heading').textContent()).toBe(enTitle);
      expect(await page.getByTestId('booking-status').textContent()).toBe(enBadge);
    },
  );
});

describe('point 7: the bookings list', () => {
  const clock = useServerClock(baseUrl);

  it('shows upcoming bookings soonest first, then past ones newest first', async () => {
    const login = await signedInCustomer(context, baseUrl);
    // Two bookings made three weeks ago (server clock moved back) for times now past …
    await clock.advance(-21 * DAY);
    const back = await serverNow(baseUrl);
    const older = await bookFrom(login.token, back + 7 * DAY);
    const newer = await bookFrom(login.token, back + 14 * DAY);
    await clock.reset();
    // … and two to come, booked later one first.
    const now = await serverNow(baseUrl);
    const later = await bookFrom(login.token, now + 21 * DAY);
    const sooner = await bookFrom(login.token, now + 14 * DAY);
    expect(newer.startTime).toBeLessThan(now);

    await page.goto(`${baseUrl}/demo/booking`);
    const ids = (section: string) =>
      page
        .getByTestId(section)
        .locator('[data-testid^="booking-"][href]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    await page.getByTestId('bookings-past').waitFor();
    expect(await ids('bookings-upcoming')).toEqual([`booking-${sooner.bookingId}`, `booking-${later.bookingId}`]);
    expect(await ids('bookings-past')).toEqual([`booking-${newer.bookingId}`, `booking-${older.bookingId}`]);
    expect(await page.getByRole('heading', { name: '即將到來' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '過去與已取消的預約' }).count()).toBe(1);
  });
});
