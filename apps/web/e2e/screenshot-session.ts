import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { type AppServer, buildWeb, startAppServer } from './serve';

/** Where the screenshot scripts write (git-ignored): /work/main/screenshots. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../screenshots', import.meta.url));

export interface ScreenshotSession {
  server: AppServer;
  browser: Browser;
  /** Saves the page as `<name>.png` once animations have settled, and prints the path. */
  shot(page: Page, name: string, fullPage?: boolean): Promise<void>;
  close(): Promise<void>;
}

/** A fresh build served by the real server in test mode, and Chromium, for a screenshot script. */
export async function startScreenshotSession(): Promise<ScreenshotSession> {
  buildWeb();
  const server = await startAppServer();
  const browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    server,
    browser,
    async shot(page, name, fullPage = false) {
      await page.waitForTimeout(300);
      const file = join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
