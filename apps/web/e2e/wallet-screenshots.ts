import { LANGUAGES } from '@salon/domain';
/**
 * Phone-sized PNGs of the wallet to /work/main/screenshots/ (gitignored), to look at: vouchers (mine
 * and to collect), a voucher's page, value cards, in zh-TW and English. Not a test.
 * Run: npx tsx apps/web/e2e/wallet-screenshots.ts
 */
import { openPage } from './browser';
import { registerCustomer, storeLogin } from './fixtures';
import { startScreenshotSession } from './screenshot-session';

const { server, browser, shot, close } = await startScreenshotSession();

try {
  for (const lang of LANGUAGES) {
    const suffix = lang === 'en' ? '-en' : '';
    const login = await registerCustomer(server.url);
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    await storeLogin(context, login);
    if (lang === 'en') await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    await page.goto(`${server.url}/demo/user/voucher`, { waitUntil: 'networkidle' });
    await shot(page, `wallet-vouchers${suffix}`);
    await page.getByTestId('voucher-new-friend-100').getByRole('button').last().click();
    await page.getByRole('region').first().getByTestId('voucher-new-friend-100').waitFor();
    await shot(page, `wallet-vouchers-received${suffix}`);
    await page.goto(`${server.url}/demo/voucher/color-90`, { waitUntil: 'networkidle' });
    await shot(page, `wallet-voucher${suffix}`);
    await page.goto(`${server.url}/demo/user/valueCard`, { waitUntil: 'networkidle' });
    await shot(page, `wallet-cards${suffix}`);
    await context.close();
  }
} finally {
  await close();
}
