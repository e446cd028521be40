import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

// Apart from browser.ts, which the store page's bench (apps/web/bench/store-page.ts) imports outside vitest.

/**
 * One Chromium for a test file, launched before its tests and closed after them; the contexts a
 * test opens (pushed to `contexts`) are closed after each test.
 */
export function useBrowserPerFile(): { readonly browser: Browser; contexts: BrowserContext[] } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    contexts,
  };
}
