import { LANGUAGES } from '@salon/domain';
/**
 * Desk and tablet PNGs of the staff app's menu and retail editors to /work/main/screenshots/
 * (gitignored), to look at: the menu, a service in the side panel (its designers, an option's
 * prices per designer, a refused price), the retail list and the
 * adjust-stock dialog, at 1280×800 and 1024×768, in zh-TW and English. Not a test.
 * Run: npx tsx apps/web/e2e/menu-screenshots.ts
 */
import { startScreenshotSession } from './screenshot-session';
import { DESK, OWNER, openStaffPage, signIn, TABLET } from './staff-support';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  const url = server.url;
  for (const size of [DESK, TABLET]) {
    for (const lang of LANGUAGES) {
      const name = `${size.width}${lang === 'en' ? '-en' : ''}`;
      const { context, page } = await openStaffPage(browser, size, { lang });
      await signIn(page, url, OWNER);
      await page.goto(`${url}/demo/staff/menu`);
      await page.getByTestId('service-cut-wash').waitFor();
      await shot(page, `menu-list-${name}`);
      await page
        .getByTestId('service-color-single')
        .getByRole('button', { name: lang === 'en' ? /^Edit/ : /^編輯/ })
        .click();
      await page.getByTestId('service-form').waitFor();
      await shot(page, `menu-panel-${name}`);
      await page.getByTestId('designer-terms').scrollIntoViewIfNeeded();
      await shot(page, `menu-panel-designers-${name}`);
      await page.getByTestId('sub-item-terms-long').locator('summary').click();
      await page.getByTestId('sub-item-terms-long').scrollIntoViewIfNeeded();
      await shot(page, `menu-panel-options-${name}`);
      await page.locator('#service-price').fill('-1');
      await page.getByTestId('service-form').locator('button[type="submit"]').click();
      await page.locator('#service-price[aria-invalid="true"]').waitFor();
      await page.locator('#service-price').scrollIntoViewIfNeeded();
      await shot(page, `menu-panel-error-${name}`);
      await page.goto(`${url}/demo/staff/retail`);
      await page.getByTestId('retail-item-wax').waitFor();
      await shot(page, `retail-list-${name}`);
      await page.getByTestId('retail-item-hair-mask').getByRole('button').first().click();
      await page.getByTestId('stock-dialog').waitFor();
      await shot(page, `retail-stock-${name}`);
      await context.close();
    }
  }
} finally {
  await close();
}
