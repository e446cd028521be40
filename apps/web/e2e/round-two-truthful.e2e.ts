import { LANGUAGES } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, type StoredLogin, serverNow, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, useLanguage } from './round-two-support';
import { useServerClock } from './server-clock';

/**
 * Issue 28, point 6 (the rest; truthful.e2e.ts has the badge, the list order, the cancel result and
 * the unpaid notice): the strip's last day past the 30-day window says so, not 請選擇較晚的日期;
 * 我的預約 filters by four words a customer knows, not the store's ten statuses; a cancelled
 * pay-at-salon booking is no spending in 消費紀錄; 累計消費 counts what was paid online at once; a
 * value card paid back on cancelling says so.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});
const clock = useServerClock(baseUrl);
const DAY = 86400;

/** 結構式護髮 with Mia at her first free time from `daysAhead` days on, paid by `method` (and the value card). */
async function book(login: StoredLogin, method: string, daysAhead: number, valueCardId?: string) {
  const events = [{ productId: 'care-treatment', userId: 'mia' }];
  const from = (await serverNow(baseUrl)) + daysAhead * DAY;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * DAY, events, customerCount: 1 },
  });
  return apiCall<{ bookingId: string; payment?: { redirectUrl: string | null } }>(baseUrl, 'POST', '/bookings', {
    body: {
      events,
      startTime: slots[0],
      customerCount: 1,
      parallel: false,
      customerNotes: '',
      paymentMethod: method,
      isAgree: true,
      ...(valueCardId ? { customerValueCardId: valueCardId } : {}),
    },
    token: login.token,
  });
}

const cancel = (login: StoredLogin, bookingId: string) =>
  apiCall(baseUrl, 'DELETE', '/bookings', { body: { bookingId }, token: login.token });

/** 08:00 in Taipei on the first day from tomorrow whose day 30 days later the demo store opens (not a Monday). */
function morningWithOpenLastDay(now: number): number {
  for (let d = 1; ; d++) {
    const taipeiMidnight = Math.floor((now + 8 * 3600) / DAY + d) * DAY - 8 * 3600;
    const last = new Date((taipeiMidnight + 30 * DAY + 8 * 3600) * 1000);
    if (last.getUTCDay() !== 1) return taipeiMidnight + 8 * 3600;
  }
}

describe('dates and statuses say what is true (issue 28, point 6)', () => {
  it.each(LANGUAGES)(
    "%s: at 08:00 the strip's last day (30 days on) has no start inside the window, and says so",
    async (lang) => {
      await useLanguage(context, lang);
      const morning = morningWithOpenLastDay(await serverNow(baseUrl));
      await clock.moveTo(morning);
      await page.clock.install({ time: morning * 1000 });
      await page.goto(`${baseUrl}/demo/menu`);
      const care = page.getByTestId('service-care-treatment');
      await care.getByRole('link').first().click();
      await care.getByRole('button', { name: lang === 'en' ? 'Add to booking' : '加入預約' }).click();
      await page.getByRole('link', { name: lang === 'en' ? 'Choose a time' : '選擇時間' }).click();
      await page.waitForURL('**/demo/booking/new');
      const last = page.locator('button[data-date]').last();
      await page.locator('button[data-date]:not([disabled])').first().waitFor();
      await last.click();
      const empty = page.getByTestId('slots-empty');
      await empty.waitFor();
      expect(await empty.getAttribute('data-reason')).toBe('beyondWindow');
      const text = (await empty.textContent()) ?? '';
      if (lang === 'en') {
        expect(text).toContain('This day is beyond the 30 days you can book ahead');
        expect(text).toContain('Choose an earlier date');
        expect(text).not.toContain('later date');
      } else {
        expect(text).toContain('這天超過 30 天的可預約範圍');
        expect(text).toContain('請選擇較早的日期');
        expect(text).not.toContain('請選擇較晚的日期');
      }
      expect(await last.textContent()).toContain(lang === 'en' ? 'Not yet' : '未開放');
      await page.screenshot({ path: `screenshots/round-two-last-day-${lang}.png` });
      await expectAxeClean(page);
    },
    90_000,
  );

  it.each(LANGUAGES)(
    '%s: 我的預約 filters by upcoming, done, and cancelled or missed; a cancelled booking is only under the last',
    async (lang) => {
      await useLanguage(context, lang);
      const login = await signedInCustomer(context, baseUrl);
      const kept = await book(login, 'Cash', 16);
      const called = await book(login, 'Cash', 17);
      await cancel(login, called.bookingId);
      await page.goto(`${baseUrl}/demo/booking`);
      const tabs = page.getByRole('tablist');
      await page.getByTestId(`booking-${kept.bookingId}`).waitFor();
      const names =
        lang === 'en'
          ? ['All', 'Upcoming', 'Done', 'Cancelled or missed']
          : ['全部', '即將到來', '已完成', '已取消或未到'];
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(names);

      await tabs.getByRole('tab', { name: names[1] }).click();
      await page.waitForURL('**/demo/booking?show=upcoming');
      await page.getByTestId(`booking-${kept.bookingId}`).waitFor();
      expect(await page.getByTestId(`booking-${called.bookingId}`).count()).toBe(0);

      await tabs.getByRole('tab', { name: names[3] }).click();
      await page.waitForURL('**/demo/booking?show=ended');
      await page.getByTestId(`booking-${called.bookingId}`).waitFor();
      expect(await page.getByTestId(`booking-${kept.bookingId}`).count()).toBe(0);

      await tabs.getByRole('tab', { name: names[2] }).click();
      await page.getByText(lang === 'en' ? 'No bookings that are “Done”' : '沒有「已完成」的預約').waitFor();
      await page.screenshot({ path: `screenshots/round-two-list-filters-${lang}.png` });
      await expectAxeClean(page);
    },
    90_000,
  );

  it.each(LANGUAGES)(
    '%s: a cancelled pay-at-salon booking is not spending; a treatment paid online counts in 累計消費 at once',
    async (lang) => {
      await useLanguage(context, lang);
      const login = await signedInCustomer(context, baseUrl);
      const called = await book(login, 'Cash', 18);
      await cancel(login, called.bookingId);
      await page.goto(`${baseUrl}/demo/record`);
      await page.getByText(lang === 'en' ? 'No records yet' : '目前沒有消費紀錄').waitFor();

      const online = await book(login, 'CreditCard', 19);
      const pay = new URL(online.payment!.redirectUrl!, baseUrl);
      if (lang === 'en') pay.searchParams.set('lang', 'en');
      await page.goto(pay.toString());
      await page.getByLabel(lang === 'en' ? 'Card number' : '信用卡卡號').fill('4242424242424242');
      await page.getByRole('button', { name: lang === 'en' ? 'Pay' : '付款', exact: true }).click();
      await page.waitForURL(/\/demo\/booking\/[\w-]+\?result=payment$/);

      await page.goto(`${baseUrl}/demo/user/profile`);
      await expect.poll(() => page.getByTestId('profile-totalAmount').textContent()).toBe('$1,500');
      await page.goto(`${baseUrl}/demo/record`);
      const records = page.getByTestId('records').getByRole('link');
      await expect.poll(() => records.count()).toBe(1);
      expect(await records.first().textContent()).toContain('$1,500');
      await page.screenshot({ path: `screenshots/round-two-records-${lang}.png` });
      await expectAxeClean(page);
    },
    90_000,
  );

  it.each(LANGUAGES)(
    '%s: cancelling a booking paid by the value card says what came back, in the dialog and on the booking',
    async (lang) => {
      await useLanguage(context, lang);
      const login = await signedInCustomer(context, baseUrl);
      await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
      const [card] = await apiCall<{ id: string; balance: number }[]>(baseUrl, 'GET', '/customer/customerValueCards', {
        token: login.token,
      });
      const { bookingId } = await book(login, 'ValueCard', 20, card!.id);
      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      await page.getByRole('button', { name: lang === 'en' ? 'Cancel booking' : '取消預約' }).click();
      await page
        .getByTestId('cancel-confirm')
        .getByRole('button', { name: lang === 'en' ? 'Cancel it' : '確定取消' })
        .click();
      const result = page.getByTestId('cancel-result');
      const back = lang === 'en' ? '$1,500 returned' : '已退回 $1,500';
      await result.getByTestId('returned').getByText(back).waitFor();
      await page.screenshot({ path: `screenshots/round-two-card-refund-${lang}.png` });
      await expectAxeClean(page);
      await result.getByRole('button', { name: lang === 'en' ? 'OK' : '知道了' }).click();
      await page.getByTestId('payment-breakdown').getByTestId('returned').getByText(back).waitFor();
    },
    90_000,
  );
});
