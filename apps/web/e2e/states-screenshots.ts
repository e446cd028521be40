import { LANGUAGES } from '@salon/domain';
/**
 * Phone-sized PNGs of a booking in each status (detail page, zh-TW and English), the bookings list
 * with upcoming and past bookings, and the policy of a booking that prepays nothing, to
 * /work/main/screenshots/ (gitignored). Not a test. Run: npx tsx apps/web/e2e/states-screenshots.ts
 */
import { openPage } from './browser';
import { apiCall, bookViaApi, registerCustomer, serverNow, storeLogin, testRoute } from './fixtures';
import { startScreenshotSession } from './screenshot-session';

const DAY = 86400;
const STATUSES = ['Confirmed', 'Pending', 'Cancelled', 'Completed', 'NoShow', 'Expired', 'Closed'] as const;

const { server, browser, shot, close } = await startScreenshotSession();

async function bookFrom(token: string, from: number) {
  const events = [{ productId: 'care-treatment', userId: 'mia' }];
  const { slots } = await apiCall<{ slots: number[] }>(server.url, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * DAY, events, customerCount: 1 },
  });
  return (await bookViaApi(server.url, token, { events, startTime: slots[0] ?? 0 })).bookingId;
}

try {
  const login = await registerCustomer(server.url);
  const move = (body: object) => testRoute(server.url, 'POST', '/clock', body);
  await move({ advanceSeconds: -21 * DAY });
  const back = await serverNow(server.url);
  await bookFrom(login.token, back + 7 * DAY);
  await bookFrom(login.token, back + 14 * DAY);
  await move({ offsetSeconds: 0 });
  const now = await serverNow(server.url);
  const ids: Record<string, string> = {};
  for (const [i, status] of STATUSES.entries()) {
    ids[status] = await bookFrom(login.token, now + (3 + i) * DAY);
    if (status === 'Cancelled') {
      await apiCall(server.url, 'DELETE', '/bookings', { body: { bookingId: ids[status] }, token: login.token });
    } else if (status !== 'Confirmed') {
      await testRoute(server.url, 'POST', '/bookings/status?code=demo', { bookingId: ids[status], status });
    }
  }
  for (const lang of LANGUAGES) {
    const suffix = lang === 'en' ? '-en' : '';
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    await storeLogin(context, login);
    if (lang === 'en') await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    for (const status of STATUSES) {
      await page.goto(`${server.url}/demo/booking/${ids[status]}`);
      await page.getByTestId('booking-time').waitFor();
      await shot(page, `state-${status}${suffix}`, status === 'Confirmed');
    }
    await page.goto(`${server.url}/demo/booking/${ids.Confirmed}?result=created`);
    await page.getByTestId('booking-result').waitFor();
    await shot(page, `state-result${suffix}`);
    await page.goto(`${server.url}/demo/booking`);
    await page.getByTestId('bookings-past').waitFor();
    await shot(page, `state-list${suffix}`, true);
    await page.goto(`${server.url}/demo/terms`);
    await page.getByTestId('cancel-policy').waitFor();
    await shot(page, `state-terms${suffix}`, true);
    await context.close();
  }
} finally {
  await close();
}
