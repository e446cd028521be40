import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { check } from './axe-check';
import { taipeiDate } from './booking-support';
import {
  apiCall,
  bookViaApi,
  randomMobile,
  registerCustomer,
  serverNow,
  signedInCustomer,
  storeLogin,
} from './fixtures';
import { pagePerTest } from './page-per-test';
import { useServerClock } from './server-clock';

/*
 * Issue 25.6, the customer's side of the waitlist on a 390×844 phone: a fully booked day on the
 * time page offers the waitlist (sign-in first when signed out); the customer joins it, sees the
 * entry under 我的預約 and leaves it; in English too, and a cancellation of that day tells the one
 * who waits (the dev outbox). The changed screens are scanned with axe.
 */

const baseUrl = inject('baseUrl');
const clock = useServerClock(baseUrl);
let context: BrowserContext;
let page: Page;
pagePerTest((opened) => {
  ({ context, page } = opened);
});

const card = (id: string) => page.getByTestId(`service-${id}`);
const dayButton = (date: string) => page.locator(`button[data-date="${date}"]`);

/** The first date from `from` days ahead (Taipei) whose weekday (0 = Sunday) is one of `weekdays`. */
function nextDate(from: number, weekdays: number[]): string {
  for (let i = from; i < from + 7; i++) {
    const date = taipeiDate(i);
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
  throw new Error('no such weekday');
}
const taipeiMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000 - 8 * 3600;

/** Kevin's Tuesday–Thursday 16 days ahead or more, every time of it booked through the API by another customer. */
const FULL = nextDate(16, [2, 3, 4]);
const CUT = [{ productId: 'cut-wash', userId: 'kevin' }];
let holder: { token: string; bookings: string[] };

async function freeCuts(): Promise<number[]> {
  const from = taipeiMidnight(FULL);
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 86400, events: CUT, customerCount: 1 },
  });
  return slots;
}

beforeAll(async () => {
  expect(taipeiMidnight(FULL)).toBeGreaterThan(await serverNow(baseUrl));
  const login = await registerCustomer(baseUrl, {});
  holder = { token: login.token, bookings: [] };
  for (let i = 0; i < 30; i++) {
    const [first] = await freeCuts();
    if (first === undefined) break;
    holder.bookings.push((await bookViaApi(baseUrl, login.token, { events: CUT, startTime: first })).bookingId);
  }
  expect(await freeCuts()).toEqual([]);
  expect(holder.bookings.length).toBeGreaterThan(0);
}, 120_000);

/** 洗剪吹 with Kevin in the cart, on the time page, the full day chosen: its waitlist offer. */
async function fullDay(add: string, chooseTime: string) {
  await page.goto(`${baseUrl}/demo/menu`);
  await card('cut-wash').getByRole('link').first().click();
  await card('cut-wash').getByRole('button', { name: add, exact: true }).click();
  await page.getByRole('link', { name: chooseTime }).click();
  await page.waitForURL('**/demo/booking/new');
  await page.getByTestId('designer-cut-wash-kevin').click();
  await dayButton(FULL).click();
  const empty = page.getByTestId('slots-empty');
  await expect.poll(() => empty.getAttribute('data-reason')).toBe('fullyBooked');
  const offer = page.getByTestId('waitlist-offer');
  await offer.waitFor();
  return offer;
}

async function expectClean(where: string) {
  const report = await check(page, where);
  expect(report.violations, where).toEqual([]);
  expect(report.small, where).toEqual([]);
}

async function shot(name: string) {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

const shownDay = FULL.replaceAll('-', '/');

describe('the waitlist in the browser (issue 25.6)', () => {
  it('zh-TW: signed out it asks to sign in; joined from the full day, listed under my bookings, left', async () => {
    let offer = await fullDay('加入預約', '選擇時間');
    expect(await offer.textContent()).toContain('想等這天的空位？');
    await offer.getByRole('link', { name: '登入後加入候補' }).waitFor();
    await expectClean('time page, full day, signed out');

    const me = await signedInCustomer(context, baseUrl);
    await page.reload();
    await dayButton(FULL).click();
    offer = page.getByTestId('waitlist-offer');
    const join = offer.getByRole('button', { name: `加入 ${shownDay} 的候補` });
    await join.waitFor();
    await expectClean('time page, full day, signed in');
    await shot('waitlist-offer-zh');
    await join.click();
    await expect
      .poll(() => page.getByTestId('waitlist-joined').textContent())
      .toBe(`已加入 ${shownDay} 的候補，有空位時會通知您。`);
    await shot('waitlist-joined-zh');
    const mine = await apiCall<{ entries: { day: string; productId: string; userId: string }[] }>(
      baseUrl,
      'GET',
      '/waitlist',
      { token: me.token },
    );
    expect(mine.entries).toEqual([expect.objectContaining({ day: FULL, productId: 'cut-wash', userId: 'kevin' })]);

    await offer.getByRole('link', { name: '查看我的候補' }).click();
    await page.waitForURL(/\/demo\/booking$/);
    const list = page.getByTestId('my-waitlist');
    await list.getByText('洗剪吹 · Kevin').waitFor();
    expect(await list.textContent()).toContain(shownDay);
    await expectClean('my bookings with the waitlist');
    await shot('waitlist-mine-zh');
    await list.getByRole('button', { name: `取消候補（${shownDay}）` }).click();
    await list.getByText('已取消候補。').waitFor();
    await list.getByText('目前沒有候補。').waitFor();
    expect((await apiCall<{ entries: unknown[] }>(baseUrl, 'GET', '/waitlist', { token: me.token })).entries).toEqual(
      [],
    );
  }, 180_000);

  it('English: joined from the full day and listed; a cancellation of that day tells them', async () => {
    await context.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    const phone = randomMobile().e164;
    await storeLogin(context, await registerCustomer(baseUrl, { phone }));
    const offer = await fullDay('Add to booking', 'Choose a time');
    expect(await offer.textContent()).toContain('Waiting for a time on this day?');
    await offer.getByRole('button', { name: `Join the waitlist for ${shownDay}` }).click();
    await expect
      .poll(() => page.getByTestId('waitlist-joined').textContent())
      .toBe(`You are on the waitlist for ${shownDay}. We will tell you when a time opens.`);
    await expectClean('time page, full day, English');
    await shot('waitlist-joined-en');

    await page.goto(`${baseUrl}/demo/booking`);
    const list = page.getByTestId('my-waitlist');
    await list.getByRole('heading', { name: 'My waitlist' }).waitFor();
    await list.getByRole('button', { name: `Leave the waitlist (${shownDay})` }).waitFor();
    await expectClean('my bookings with the waitlist, English');
    await shot('waitlist-mine-en');

    // The holder cancels one of that day's bookings: the one waiting is told, by the worker's polling.
    await apiCall(baseUrl, 'DELETE', '/bookings', { body: { bookingId: holder.bookings[0] }, token: holder.token });
    await clock.untilSmsMayGo();
    await expect
      .poll(
        async () =>
          (await apiCall<{ kind?: string }[]>(baseUrl, 'GET', `/dev/outbox?to=${encodeURIComponent(phone)}`)).map(
            (e) => e.kind,
          ),
        { timeout: 10_000, interval: 250 },
      )
      .toContain('waitlistSlotFree');
  }, 180_000);
});
