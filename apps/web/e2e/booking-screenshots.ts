import { LANGUAGES } from '@salon/domain';
/**
 * Phone-sized PNGs of the booking journey to /work/main/screenshots/ (gitignored), to look at:
 * menu with the cart bar, designer choice, date and time, checkout, result and detail, the list,
 * the cancel dialog. Not a test. Run: npx tsx apps/web/e2e/booking-screenshots.ts
 */
import { chooseFirstFreeDay } from './booking-support';
import { openPage } from './browser';
import { registerCustomer, storeLogin } from './fixtures';
import { startScreenshotSession } from './screenshot-session';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  const login = await registerCustomer(server.url);
  for (const lang of LANGUAGES) {
    const suffix = lang === 'en' ? '-en' : '';
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    await storeLogin(context, login);
    if (lang === 'en') await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    const add = lang === 'en' ? 'Add to booking' : '加入預約';

    await page.goto(`${server.url}/demo/menu/cut-wash`, { waitUntil: 'networkidle' });
    await page.getByTestId('service-cut-wash').getByRole('button', { name: add }).click();
    await page.goto(`${server.url}/demo/menu/color-single`, { waitUntil: 'networkidle' });
    await page
      .getByTestId('service-color-single')
      .getByText(lang === 'en' ? '中長髮' : '中長髮')
      .click();
    await page.getByTestId('service-color-single').getByRole('button', { name: add }).click();
    await shot(page, `booking-menu-cart${suffix}`);

    await page.getByRole('link', { name: lang === 'en' ? 'Choose a time' : '選擇時間' }).click();
    await page.getByTestId('designer-cut-wash-mia').click();
    await shot(page, `booking-designer${suffix}`);
    await page.getByTestId('designer-color-single-mia').click();

    await chooseFirstFreeDay(page, 2);
    await page.getByTestId('slots').getByRole('button').nth(2).click();
    await page.getByRole('heading', { name: lang === 'en' ? 'Choose a date' : '選擇日期' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -60));
    await shot(page, `booking-time${suffix}`);

    await page.getByRole('button', { name: lang === 'en' ? 'Next' : '下一步' }).click();
    await page.getByTestId('checkout-total').filter({ hasText: '$' }).waitFor();
    await page.getByTestId('priced-event').first().waitFor();
    await shot(page, `booking-checkout${suffix}`);
    await shot(page, `booking-checkout-full${suffix}`, true);

    if (lang === 'zh-TW') {
      await page.getByRole('button', { name: '確認預約' }).click();
      await page.getByRole('alert').filter({ hasText: '請先勾選' }).waitFor();
      await page.getByText('我已閱讀並同意').click();
      await page.getByRole('button', { name: '確認預約' }).click();
      await page.getByTestId('booking-result').waitFor();
      await shot(page, 'booking-result');
      await shot(page, 'booking-detail-full', true);

      await page.getByRole('button', { name: '取消預約' }).click();
      await page.getByTestId('cancel-confirm').waitFor();
      await shot(page, 'booking-cancel-confirm');
      await page.getByRole('button', { name: '保留預約' }).click();

      await page.getByRole('button', { name: '更改時間' }).click();
      await chooseFirstFreeDay(page, 2);
      await page.getByRole('heading', { name: '選擇新的時間' }).scrollIntoViewIfNeeded();
      await shot(page, 'booking-reschedule');

      await page.goto(`${server.url}/demo/booking`, { waitUntil: 'networkidle' });
      await shot(page, 'booking-list');
    }
    await context.close();
  }
} finally {
  await close();
}
