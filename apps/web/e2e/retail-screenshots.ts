import { LANGUAGES } from '@salon/domain';
/**
 * Phone-sized PNGs of retail pickup to /work/main/screenshots/ (gitignored), to look at: the list
 * with the cart bar, a product, the payment page, the order result, the STOCK failure dialog and
 * a repaired cart, in zh-TW and English. Not a test. Run: npx tsx apps/web/e2e/retail-screenshots.ts
 */
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
    const en = lang === 'en';

    await page.goto(`${server.url}/demo/retail`, { waitUntil: 'networkidle' });
    await page.getByTestId('retail-shampoo').getByRole('button').click();
    await page.getByTestId('retail-hair-oil').getByRole('button').click();
    await shot(page, `retail-list${suffix}`);

    await page.goto(`${server.url}/demo/merchandise?pid=hair-mask`, { waitUntil: 'networkidle' });
    await shot(page, `retail-detail${suffix}`);

    await page.getByRole('link', { name: en ? 'Checkout' : '去結帳' }).click();
    await page.getByTestId('pickup-times').getByRole('group').nth(1).getByRole('button').nth(2).click();
    await shot(page, `retail-payment${suffix}`);
    await shot(page, `retail-payment-full${suffix}`, true);

    await page.getByRole('button', { name: en ? 'Place order' : '送出訂單' }).click();
    await page.getByTestId('order-result').waitFor();
    await shot(page, `retail-order${suffix}`, true);
    await context.close();
  }
} finally {
  await close();
}
