import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, openPage } from './browser';

/**
 * The hooks of a browser test file: one Chromium for the file, and a fresh phone-sized context and
 * page for each test, handed to `use` before it runs and closed after it.
 */
export function pagePerTest(use: (opened: { context: BrowserContext; page: Page }) => void) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const opened = await openPage(browser!);
    context = opened.context;
    use(opened);
  });
  afterEach(async () => {
    await context?.close();
  });
}
