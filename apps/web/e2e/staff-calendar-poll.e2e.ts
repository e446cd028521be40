import type { Response } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { useBrowserPerFile } from './browser-per-file';
import { bookOnDay, firstFreeStart, ownerPage, taipeiDay, taipeiMidnight } from './staff-support';

/**
 * Issue 42.1: the open calendar polls every 3 s with the last answer's ETag (If-None-Match); an
 * unchanged day is answered 304 and the page keeps what it shows; a booking made
 * elsewhere is a new answer (200) and shows without a reload.
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

it('an unchanged day is polled with If-None-Match and answered 304; a new booking still shows within 5 s', async () => {
  const day = taipeiDay(await firstFreeStart(baseUrl, { productId: 'cut-wash', designer: 'mia', daysAhead: 2 }));
  const page = await ownerPage(run.browser, run.contexts, baseUrl);
  const polls: Promise<Poll>[] = [];
  // The day's own window (the day view opened on today first).
  const window = `from=${taipeiMidnight(day)}&`;
  page.on('response', (response) => {
    if (response.url().includes('/api/staff/calendar?') && response.url().includes(window))
      polls.push(pollOf(response));
  });
  await page.goto(`${baseUrl}/demo/staff?date=${day}`);
  await page.getByTestId('day-title').waitFor();
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  const seen = await Promise.all(polls);
  const first = seen[0]!;
  expect(first).toEqual({ status: 200, ifNoneMatch: undefined });
  // A 304 has no body (RFC 9110); the API's own test checks the bytes.
  // Every later poll names the last answer; they are 304s but where another journey changed the
  // demo store meanwhile (the version is the store's), which may happen when files run side by side.
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
