import type { Page, Response } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { useBrowserPerFile } from './browser-per-file';
import { bookOnDay, firstFreeStart, ownerPage, taipeiDay, taipeiMidnight } from './staff-support';

/**
 * Issue 42.1: the open calendar hears of a change through its event stream
 * (GET /api/staff/calendar/events) and asks again with the last answer's ETag (If-None-Match): a
 * booking made elsewhere shows within seconds. Without the stream it polls every 3 s, and an
 * unchanged day is answered 304 while the page keeps what it shows.
 */
const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

interface Poll {
  status: number;
  ifNoneMatch: string | undefined;
}

async function pollOf(response: Response): Promise<Poll> {
  return { status: response.status(), ifNoneMatch: (await response.request().allHeaders())['if-none-match'] };
}

/** The owner's day view of a day two days ahead, recording the calendar requests of that day's window. */
async function openDay(page: Page) {
  const day = taipeiDay(await firstFreeStart(baseUrl, { productId: 'cut-wash', designer: 'mia', daysAhead: 2 }));
  const polls: Promise<Poll>[] = [];
  const streams: Response[] = [];
  // The day's own window (the day view opened on today first).
  const window = `from=${taipeiMidnight(day)}&`;
  page.on('response', (response) => {
    if (!response.url().includes(window)) return;
    if (response.url().includes('/api/staff/calendar?')) polls.push(pollOf(response));
    if (response.url().includes('/api/staff/calendar/events?')) streams.push(response);
  });
  await page.goto(`${baseUrl}/demo/staff?date=${day}`);
  await page.getByTestId('day-title').waitFor();
  return { day, polls, streams };
}

it('with its event stream open, a booking made elsewhere shows within 3 s (asked again with If-None-Match)', async () => {
  const page = await ownerPage(run.browser, run.contexts, baseUrl);
  const { day, polls, streams } = await openDay(page);
  await expect.poll(() => streams.length).toBeGreaterThanOrEqual(1);
  expect(streams[0]!.status()).toBe(200);
  expect(streams[0]!.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  // The first answer (the stream's first event asks again; while that answer is on its way the two are one).
  await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
  expect(await polls[0]).toEqual({ status: 200, ifNoneMatch: undefined });

  const count = polls.length;
  const { bookingId } = await bookOnDay(baseUrl, {
    productId: 'cut-wash',
    designer: 'mia',
    dayStart: taipeiMidnight(day),
  });
  await page.getByTestId(`booking-${bookingId}`).waitFor({ timeout: 3_000 });
  const after = (await Promise.all(polls)).slice(count);
  expect(after.some((p) => p.status === 200 && p.ifNoneMatch?.startsWith('W/"'))).toBe(true);
  await page.screenshot({ path: '.tmp/staff-calendar-stream.png' });
});

it('without the stream, an unchanged day is polled every 3 s with If-None-Match and answered 304; a new booking still shows within 5 s', async () => {
  const page = await ownerPage(run.browser, run.contexts, baseUrl);
  // A proxy that does not pass event streams: the calendar falls back to polling.
  await page.route('**/api/staff/calendar/events?**', (route) => route.abort());
  const { day, polls } = await openDay(page);
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  const seen = await Promise.all(polls);
  expect(seen[0]).toEqual({ status: 200, ifNoneMatch: undefined });
  // A 304 has no body (RFC 9110); the API's own test checks the bytes.
  // Every later poll names the last answer; they are 304s but where another journey changed the
  // demo store's day meanwhile, which may happen when files run side by side.
  const later = seen.slice(1);
  expect(later.every((p) => p.ifNoneMatch?.startsWith('W/"') && [200, 304].includes(p.status))).toBe(true);
  expect(later.filter((p) => p.status === 304).length).toBeGreaterThanOrEqual(1);

  const { bookingId } = await bookOnDay(baseUrl, {
    productId: 'cut-wash',
    designer: 'mia',
    dayStart: taipeiMidnight(day),
  });
  await page.getByTestId(`booking-${bookingId}`).waitFor({ timeout: 5_000 });
  const after = await Promise.all(polls);
  expect(after.some((p, i) => i > 0 && p.status === 200 && p.ifNoneMatch !== undefined)).toBe(true);
  // Still on screen after the next unchanged polls (the kept answer, not an empty one).
  const count = after.length;
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count + 2);
  expect((await Promise.all(polls)).slice(count).every((p) => p.status === 304)).toBe(true);
  await page.getByTestId(`booking-${bookingId}`).waitFor({ timeout: 1_000 });
  await page.screenshot({ path: '.tmp/staff-calendar-poll.png' });
});
