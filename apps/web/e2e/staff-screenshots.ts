import { LANGUAGES } from '@salon/domain';
/**
 * Desk and tablet PNGs of the staff app to /work/main/screenshots/ (gitignored), to look at: the day
 * view with bookings, a booking's panel, the desk booking form, the week and the counter, at
 * 1280×800 and 1024×768, in zh-TW and English. Not a test.
 * Run: npx tsx apps/web/e2e/staff-screenshots.ts
 */
import { apiCall, testRoute } from './fixtures';
import { startScreenshotSession } from './screenshot-session';
import {
  AMBER,
  bookOnDay,
  DESK,
  firstFreeStart,
  OWNER,
  openStaffPage,
  signIn,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  // A few bookings on one day to look at.
  const day = taipeiDay(await firstFreeStart(server.url, { productId: 'cut-wash', designer: 'kevin', daysAhead: 3 }));
  const dayStart = taipeiMidnight(day);
  const mia = await bookOnDay(server.url, {
    productId: 'care-treatment',
    designer: 'mia',
    dayStart,
    notes: '頭皮敏感',
  });
  const first = { booking: mia };
  // Mia's customer has arrived, with the demo wallet ($3,000 value card, vouchers, a ticket).
  await apiCall(server.url, 'POST', '/test/wallet', { token: mia.login.token });
  await testRoute(server.url, 'POST', '/bookings/status?code=demo', { bookingId: mia.bookingId, status: 'Arrived' });
  await bookOnDay(server.url, { productId: 'cut-wash', designer: 'amber', dayStart, nth: 2 });
  await bookOnDay(server.url, { productId: 'care-treatment', designer: 'amber', dayStart, nth: 8 });
  await bookOnDay(server.url, { productId: 'cut-wash', designer: 'kevin', dayStart, nth: 4 });
  await bookOnDay(server.url, { productId: 'care-treatment', designer: 'leo', dayStart, nth: 1 });
  for (const size of [DESK, TABLET]) {
    for (const lang of LANGUAGES) {
      const name = `${size.width}${lang === 'en' ? '-en' : ''}`;
      const { context, page } = await openStaffPage(browser, size, { lang });
      await signIn(page, server.url, OWNER);
      await page.goto(`${server.url}/demo/staff?date=${day}`);
      await page.getByTestId(`booking-${first.booking.bookingId}`).waitFor();
      await shot(page, `staff-day-${name}`);
      await page.getByTestId(`booking-${first.booking.bookingId}`).click();
      await page.getByTestId('booking-panel').waitFor();
      await shot(page, `staff-panel-${name}`);
      await page.keyboard.press('Escape');
      await page.locator(`[data-slot="leo@${day}T15:00"]`).click();
      await page.getByTestId('staff-booking').waitFor();
      await shot(page, `staff-desk-${name}`);
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/demo/staff/week?date=${day}&designer=mia`);
      await page.getByTestId('week-grid').waitFor();
      await shot(page, `staff-week-${name}`);
      await page.goto(`${server.url}/demo/staff/counter/${first.booking.bookingId}`);
      await page.getByTestId('counter-due').waitFor();
      await page.locator('#counter-card').selectOption({ index: 1 });
      await page.getByTestId('retail-hair-oil').getByRole('button').last().click();
      await page.waitForTimeout(600);
      await shot(page, `staff-counter-${name}`);
      await context.close();
    }
  }
  // The receipt, once: settling the booking ends the counter for the others.
  for (const lang of LANGUAGES) {
    const { context, page } = await openStaffPage(browser, DESK, { lang });
    await signIn(page, server.url, OWNER);
    await page.goto(`${server.url}/demo/staff/counter/${first.booking.bookingId}`);
    if (lang === 'zh-TW') {
      await page.getByTestId('counter-due').waitFor();
      await page.locator('#counter-card').selectOption({ index: 1 });
      await page.waitForTimeout(600);
      await page.getByRole('button', { name: /完成結帳/ }).click();
    }
    await page.getByTestId('receipt').waitFor();
    await shot(page, `staff-receipt-${lang === 'en' ? 'en' : 'zh'}`);
    await page.emulateMedia({ media: 'print' });
    await shot(page, `staff-receipt-print-${lang === 'en' ? 'en' : 'zh'}`);
    // Settled, the booking's panel reads Paid with nothing due.
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${server.url}/demo/staff?date=${day}`);
    await page.getByTestId(`booking-${first.booking.bookingId}`).click();
    await page.getByTestId('booking-panel').waitFor();
    await shot(page, `staff-panel-paid-${lang === 'en' ? 'en' : 'zh'}`);
    await context.close();
  }
  // A designer's phone (390×844): her day as a list, and her week.
  for (const lang of LANGUAGES) {
    const suffix = lang === 'en' ? 'en' : 'zh';
    const { context, page } = await openStaffPage(browser, { width: 390, height: 844 }, { lang });
    await signIn(page, server.url, AMBER);
    await page.goto(`${server.url}/demo/staff?date=${day}`);
    await page.getByTestId('day-list').waitFor();
    await shot(page, `staff-phone-day-${suffix}`);
    await page.goto(`${server.url}/demo/staff/week?date=${day}`);
    await page.waitForTimeout(800);
    await shot(page, `staff-phone-week-${suffix}`);
    await context.close();
  }
  // Two methods on one bill with cash handed over: the counter and its receipt.
  const split = await bookOnDay(server.url, { productId: 'care-treatment', designer: 'kevin', dayStart, nth: 10 });
  await testRoute(server.url, 'POST', '/bookings/status?code=demo', { bookingId: split.bookingId, status: 'Arrived' });
  {
    const { context, page } = await openStaffPage(browser, TABLET, {});
    await signIn(page, server.url, OWNER);
    await page.goto(`${server.url}/demo/staff/counter/${split.bookingId}`);
    await page.getByTestId('counter-due').waitFor();
    await page.getByRole('button', { name: '分兩種方式付款' }).click();
    await page.getByRole('group', { name: '第二種付款方式' }).getByRole('button', { name: '刷卡機' }).click();
    await page.getByLabel(/刷卡機支付金額/).fill('500');
    await page.getByLabel(/顧客付現/).fill('2000');
    await page.waitForTimeout(400);
    await shot(page, 'staff-counter-split-1024');
    await page.getByRole('button', { name: /完成結帳/ }).click();
    await page.getByTestId('receipt').waitFor();
    await shot(page, 'staff-receipt-split-1024');
    await context.close();
  }
} finally {
  await close();
}
