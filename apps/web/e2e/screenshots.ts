/**
 * Saves phone-sized PNGs of the main screens to /work/main/screenshots/ (gitignored), to look at.
 * Not a test. Run: npx tsx apps/web/e2e/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openPage } from './browser';
import { buildWeb, startAppServer } from './serve';

const OUT = fileURLToPath(new URL('../../../screenshots', import.meta.url));

const SHOTS: { name: string; path: string; fullPage?: boolean; lang?: 'en'; action?: string }[] = [
  { name: 'store', path: '/demo/store' },
  { name: 'store-full', path: '/demo/store', fullPage: true },
  { name: 'menu', path: '/demo/menu' },
  { name: 'menu-full', path: '/demo/menu', fullPage: true },
  { name: 'menu-open', path: '/demo/menu/perm-digital' },
  { name: 'retail', path: '/demo/retail', fullPage: true },
  { name: 'terms', path: '/demo/terms', fullPage: true },
  { name: 'not-found', path: '/no-such-store/store' },
  { name: 'refused', path: '/demo/xyz' },
  { name: 'coming-soon', path: '/demo/booking' },
  { name: 'menu-en', path: '/demo/menu', lang: 'en' },
];

buildWeb();
const server = await startAppServer();
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });
try {
  for (const shot of SHOTS) {
    const { context, page } = await openPage(browser, { deviceScaleFactor: 2 });
    if (shot.lang) await context.addInitScript(() => localStorage.setItem('salon:lang', 'en'));
    await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = join(OUT, `${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
