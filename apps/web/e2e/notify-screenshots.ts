import { LANGUAGES } from '@salon/domain';
/**
 * Phone-sized PNGs (390×844) of issue 25's customer screens in both languages, to /work/main/screenshots/
 * (gitignored): the profile's messages card, the booking page's "Add to calendar", the message page's
 * list of what was sent. Not a test. Run: npx tsx apps/web/e2e/notify-screenshots.ts
 */
import { openPage } from './browser';
import { bookViaApi, randomMobile, registerCustomer, storeLogin } from './fixtures';
import { startScreenshotSession } from './screenshot-session';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  const login = await registerCustomer(server.url, { phone: randomMobile().e164 });
  const start = Math.floor(Date.now() / 1000 / 86400 + 10) * 86400 + 2 * 3600;
  const { bookingId } = await bookViaApi(server.url, login.token, {
    events: [{ productId: 'care-treatment', userId: 'mia' }],
    startTime: start,
  });
  await new Promise((r) => setTimeout(r, 1500));
  for (const lang of LANGUAGES) {
    const suffix = lang === 'en' ? '-en' : '';
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    page.on('response', (r) => r.status() >= 400 && console.log('http', r.status(), r.url()));
    await storeLogin(context, login);
    if (lang === 'en') await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    await page.goto(`${server.url}/demo/user/profile`, { waitUntil: 'networkidle' });
    await page.locator('#notify-title').scrollIntoViewIfNeeded();
    await shot(page, `notify-profile${suffix}`);
    await page.goto(`${server.url}/demo/booking/${bookingId}`, { waitUntil: 'networkidle' });
    await page
      .locator('#calendar-title')
      .scrollIntoViewIfNeeded()
      .catch(() => console.log('no calendar'));
    await shot(page, `notify-booking-calendar${suffix}`);
    await page.goto(`${server.url}/demo/message`, { waitUntil: 'networkidle' });
    await page
      .locator('#sent-title')
      .scrollIntoViewIfNeeded()
      .catch(() => console.log('no sent list'));
    await shot(page, `notify-messages${suffix}`);
    await context.close();
  }
} finally {
  await close();
}
