import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { firstIcsEvent } from '../../api/test/ics';
import { treatmentToCheckout } from './booking-support';
import { apiCall, bookedCustomer, bookViaApi, randomMobile, registerCustomer, storeLogin } from './fixtures';
import { pagePerTest } from './page-per-test';
import { useServerClock } from './server-clock';

/*
 * Issue 25: the customer hears from the salon. Booking in the browser puts its confirmation in the
 * development outbox; turning reminders off in the profile means no reminder; the booking page's
 * calendar file downloads and parses.
 */

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
pagePerTest((opened) => {
  ({ context, page } = opened);
});
const clock = useServerClock(baseUrl);

interface Sent {
  channel?: string;
  to?: string;
  kind?: string;
  text?: string;
  at?: number;
}
const outbox = (to: string) => apiCall<Sent[]>(baseUrl, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);

/** A registered customer signed in to the demo store in this browser, with their phone. */
async function customer(): Promise<{ phone: string; token: string }> {
  const phone = randomMobile().e164;
  const login = await registerCustomer(baseUrl, { phone });
  await storeLogin(context, login);
  return { phone, token: login.token };
}

/** Books care-treatment with `designer` at the first free time two days ahead or more; its start. */
async function bookFirstFree(token: string, designer: string): Promise<number> {
  const now = await clock.now();
  const events = [{ productId: 'care-treatment', userId: designer }];
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: now + 2 * 86400, endTime: now + 9 * 86400, events, customerCount: 1 },
  });
  const startTime = slots[0]!;
  await bookViaApi(baseUrl, token, { events, startTime });
  return startTime;
}

describe('messages to the customer in the browser (issue 25)', () => {
  it('a booking made in the browser: its confirmation is in the outbox within 5 s, and on the message page', async () => {
    const { phone } = await customer();
    await treatmentToCheckout(page, baseUrl, 'demo');
    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.waitForURL('**/demo/booking/**');
    const booked = Date.now();
    await clock.untilSmsMayGo();
    await expect
      .poll(async () => (await outbox(phone)).map((e) => e.kind), { timeout: 5000, interval: 200 })
      .toContain('bookingReceived');
    console.info(`[e2e] booking page → confirmation in the outbox: ${Date.now() - booked} ms`);
    const [confirmation] = await outbox(phone);
    expect(confirmation).toMatchObject({ channel: 'sms', to: phone, kind: 'bookingReceived' });
    expect(confirmation!.text).toContain('預約成功');

    await page.goto(`${baseUrl}/demo/message`);
    const sent = page.getByTestId('sent-messages');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('預約成功');
  }, 180_000);

  it('reminders turned off in the profile: no reminder, while a customer who kept them gets one', async () => {
    // Another customer (not signed in here) keeps reminders on: the worker does send reminders.
    const keptPhone = randomMobile().e164;
    const kept = await registerCustomer(baseUrl, { phone: keptPhone });
    const keptStart = await bookFirstFree(kept.token, 'amber');
    const { phone, token } = await customer();
    await page.goto(`${baseUrl}/demo/user/profile`);
    const reminders = page.getByLabel('預約前提醒我');
    await reminders.waitFor();
    expect(await reminders.isChecked()).toBe(true);
    // The box shows the choice at once, in the click itself, not when the save's state arrives.
    expect(
      await reminders.evaluate((box: HTMLInputElement) => {
        box.click();
        return box.checked;
      }),
    ).toBe(false);
    await expect.poll(() => page.getByTestId('notify-status').textContent()).toBe('已儲存');
    expect(
      (await apiCall<{ reminders: boolean }>(baseUrl, 'GET', '/customer/notifications', { token })).reminders,
    ).toBe(false);
    const start = await bookFirstFree(token, 'mia');

    // Both bookings' jobs ran (their reminders are queued) before the clock moves.
    await clock.untilSmsMayGo();
    for (const to of [keptPhone, phone])
      await expect
        .poll(async () => (await outbox(to)).map((e) => e.kind), { timeout: 10_000, interval: 250 })
        .toContain('bookingReceived');
    // Past both bookings' 24 h reminder time: the server's worker runs what fell due.
    await clock.moveTo(Math.max(start, keptStart) - 24 * 3600 + 60);
    await expect
      .poll(async () => (await outbox(keptPhone)).map((e) => e.kind), { timeout: 10_000, interval: 250 })
      .toContain('reminder');
    const mine = (await outbox(phone)).map((e) => e.kind);
    expect(mine).toContain('bookingReceived');
    expect(mine).not.toContain('reminder');
  }, 180_000);

  it('E-mail chosen on a profile without an address says messages go by LINE or SMS until one is added', async () => {
    const login = await registerCustomer(baseUrl, { info: { email: null } });
    await storeLogin(context, login);
    await page.goto(`${baseUrl}/demo/user/profile`);
    const channel = page.getByTestId('notify-channel');
    await channel.selectOption('email');
    await page.getByTestId('notify-no-email').getByText('個人資料尚未填寫 E-mail').waitFor();
    await expect.poll(() => page.getByTestId('notify-status').textContent()).toBe('已儲存');
    // Back to automatic: the notice goes.
    await channel.selectOption('');
    await page.getByTestId('notify-no-email').waitFor({ state: 'detached' });
  });

  it('the booking page offers its calendar file, which downloads and parses, and a Google Calendar link', async () => {
    const { booking } = await bookedCustomer(context, baseUrl, { daysAhead: 16 });
    await page.goto(`${baseUrl}/demo/booking/${booking.bookingId}`);
    const file = page.getByTestId('calendar-ics');
    await file.waitFor();
    // A link to the API's download (LINE's in-app browser does not open data: links).
    expect(await file.getAttribute('href')).toMatch(/^\/api\/bookings\/[^/]+\/calendar\.ics\?code=demo&/);
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    const text = await readFile((await download.path())!, 'utf8');
    const event = firstIcsEvent(text);
    expect(event.uid).toBe(`${booking.bookingId}@salon-booking`);
    expect(event.startDate.toUnixTime()).toBe(booking.startTime);
    expect(event.summary).toContain('結構式護髮');
    const google = await page.getByTestId('calendar-google').getAttribute('href');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\//);
  });
});
