import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; playwright-core never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone-sized page in Taiwan: 390x844, zh-TW, Asia/Taipei, with a phone's user agent. */
export async function openPage(
  browser: Browser,
  options: { deviceScaleFactor?: number; waitForHydration?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const chrome = browser.version().split('.')[0];
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Mobile Safari/537.36`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  const page = await context.newPage();
  if (options.waitForHydration !== false) waitForHydrationOnLoad(page);
  return { context, page };
}

/**
 * A page the server rendered shows before React has taken it over, and a tap there would be lost:
 * until `<html data-hydrated>` (lib/ssr-data.ts), wait. (Its controls take no pointer events until
 * then, index.css, so a click on a page reached by a redirect also waits: Playwright retries it.) Pages the browser renders carry no inlined
 * data (`#salon-ssr`) and are not waited for (the staff app, the SPA's plain index.html).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('salon-ssr') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** `goto` and `reload` of the tests' pages return once a server-rendered page is hydrated. */
function waitForHydrationOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * Waits until every finite CSS transition and animation has ended (spinners loop forever and are left
 * out), twice over for one a re-render starts: colours ease in over 150 ms (a button leaving its
 * disabled look), and a loaded machine draws late, so axe must not read a colour half-way.
 */
export async function settleTransitions(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await page.waitForTimeout(200);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  }
}
