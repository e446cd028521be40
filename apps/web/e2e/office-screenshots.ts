import { LANGUAGES } from '@salon/domain';
/**
 * Desk and tablet PNGs of the staff app's back office to /work/main/screenshots/ (gitignored), to
 * look at: team and hours (with the hours warning, holidays and extra days), the 管理 menu, settings
 * (and its messages group), a customer (with orders, records and forms), the audit log and the
 * week's figures, at 1280×800 and 1024×768, in zh-TW and English. Not a test.
 * Run: npx tsx apps/web/e2e/office-screenshots.ts
 */
import { apiCall, registerCustomer, testRoute } from './fixtures';
import { startScreenshotSession } from './screenshot-session';
import {
  bookOnDay,
  DESK,
  firstFreeStart,
  OWNER,
  openStaffPage,
  ownerCall,
  signIn,
  TABLET,
  taipeiDay,
  taipeiMidnight,
} from './staff-support';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  const url = server.url;
  // Bookings to count, a customer to look at, changes for the log.
  const day = taipeiDay(await firstFreeStart(url, { productId: 'cut-wash', designer: 'kevin', daysAhead: 1 }));
  const dayStart = taipeiMidnight(day);
  const first = await bookOnDay(url, { productId: 'care-treatment', designer: 'mia', dayStart });
  await bookOnDay(url, { productId: 'cut-wash', designer: 'amber', dayStart, nth: 2 });
  await bookOnDay(url, { productId: 'cut-wash', designer: 'kevin', dayStart, nth: 4 });
  await testRoute(url, 'POST', '/bookings/status?code=demo', { bookingId: first.bookingId, status: 'Arrived' });
  const mei = await registerCustomer(url, { info: { lastName: '王美玲' } });
  await apiCall(url, 'POST', '/bookings/pickupOrders', {
    body: { items: [{ productId: 'shampoo', quantity: 2 }], paymentMethod: 'Cash', customerNotes: '' },
    token: mei.token,
  });
  // Holidays and an extra day to show on the team screen (beyond the day with bookings).
  const store = (await (await fetch(`${url}/api/bookings/store?code=demo`)).json()) as {
    data: { workingHours: unknown };
  };
  const later = (days: number) => taipeiDay(dayStart + days * 86400 + 3600);
  await ownerCall(url, 'PUT', '/hours', { workingHours: store.data.workingHours, holidays: [later(20), later(27)] });
  await ownerCall(url, 'PUT', '/designers/amber', { extraDays: [later(13)] });
  await ownerCall(url, 'PATCH', '/products/cut-wash', { price: 900 });
  await ownerCall(url, 'PUT', '/settings', { websiteTitle: '青禾髮廊｜線上預約', checkoutAttemptsPerHour: 5 });
  for (const size of [DESK, TABLET]) {
    for (const lang of LANGUAGES) {
      const name = `${size.width}${lang === 'en' ? '-en' : ''}`;
      const { context, page } = await openStaffPage(browser, size, { lang });
      await signIn(page, url, OWNER);
      await page.goto(`${url}/demo/staff/team`);
      await page.getByTestId('designer-mia').waitFor();
      await shot(page, `office-team-${name}`, true);
      await page.getByTestId('nav-more').locator('summary').click();
      await shot(page, `office-nav-${name}`);
      await page.keyboard.press('Escape');
      await page.locator('#store-holidays-day').scrollIntoViewIfNeeded();
      await shot(page, `office-holidays-${name}`);
      // Mia without Mondays…Sundays: the booking on `day` would be outside her hours.
      await page
        .getByTestId('designer-mia')
        .getByRole('button', { name: /^(編輯|Edit)/ })
        .click();
      await page.locator('#designer-mia-own-hours').check();
      for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
        while ((await page.locator(`#designer-mia-hours-${weekday}-open-0-start`).count()) > 0)
          await page.getByTestId(`designer-mia-hours-${weekday}`).getByRole('button').first().click();
      await page.getByTestId('designer-mia-form').locator('button[type="submit"]').click();
      await page.getByTestId('hours-conflict').waitFor();
      await page.getByTestId('hours-conflict').scrollIntoViewIfNeeded();
      await shot(page, `office-team-conflict-${name}`);
      await page.goto(`${url}/demo/staff/settings`);
      await page.getByTestId('settings-policy-preview').first().waitFor();
      await shot(page, `office-settings-${name}`, true);
      await page.locator('#group-messages').scrollIntoViewIfNeeded();
      await shot(page, `office-settings-messages-${name}`);
      await page.locator('#setting-slotInterval').fill('3');
      await page.locator('#setting-consultURL').fill('ftp://nope');
      await page.locator('form button[type="submit"]').click();
      await page.locator('#setting-slotInterval[aria-invalid="true"]').waitFor();
      await shot(page, `office-settings-errors-${name}`);
      await page.goto(`${url}/demo/staff/customers`);
      await page.locator('#customer-search').fill('美玲');
      await page.getByRole('button', { name: /王美玲/ }).click();
      await page.getByTestId('customer-detail').waitFor();
      await shot(page, `office-customers-${name}`, true);
      await page.goto(`${url}/demo/staff/audit`);
      await page.getByTestId('audit-entry').first().waitFor();
      await shot(page, `office-audit-${name}`, true);
      await page.goto(`${url}/demo/staff/figures`);
      await page.getByRole('button', { name: lang === 'en' ? 'Week' : '週' }).click();
      await page.getByRole('button', { name: lang === 'en' ? 'Download CSV' : '下載 CSV' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `office-figures-${name}`, true);
      await context.close();
    }
  }
} finally {
  await close();
}
