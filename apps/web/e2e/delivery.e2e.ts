import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import demo from '../../api/src/modules/store/demo-store.json';
import authZhTW from '../src/locales/auth.zh-TW.json';
import bookingZhTW from '../src/locales/booking.zh-TW.json';
import screensZhTW from '../src/locales/screens.zh-TW.json';
import zhTW from '../src/locales/zh-TW.json';
import { pagePerTest } from './page-per-test';

const baseUrl = inject('baseUrl');
let page: Page;
pagePerTest((opened) => {
  page = opened.page;
});

/**
 * The most JS the store page may need before it is interactive, over the wire in brotli as the
 * server sends it to browsers: the entry and the chunks the server's HTML for /demo/store preloads
 * with it (the page's own, its components), each with its status line and headers, as Chromium
 * counts a response (`npm run bench` reads the same from the DevTools protocol). Issue 26's target,
 * 130 KiB, on React 19, React DOM, React Router, TanStack Query and i18next. The page paints from
 * the server's HTML before any of it runs (e2e/server-render.e2e.ts).
 *
 * Raised to 131 KiB on 2026-11-29 for issue 43's first-load fixes (133,153 B against 133,120), and back
 * to 130 KiB the same day: the other areas' zh-TW error texts (booking, retail, staff, wallet) left the
 * entry for a chunk of their own (contract error-areas.ts; the entry's error screens read the generic
 * texts only), −1.4 KB in brotli (docs/decisions/performance.md).
 */
const STORE_PAGE_JS_BUDGET = 130 * 1024;

/** A response as it crosses the wire for a browser's `Accept-Encoding`: its bytes (head and body, not decoded). */
function wireBytes(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      const fields = res.rawHeaders.reduce((sum, field) => sum + Buffer.byteLength(field), 0);
      // "HTTP/1.1 200 OK\r\n", then "name: value\r\n" per header, then "\r\n".
      let bytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length;
      bytes += fields + (res.rawHeaders.length / 2) * 4 + 2;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The scripts a page's HTML loads at once: its module entry and its modulepreload links. */
function initialScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
  return [...entries, ...preloads];
}

const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(flatten);

/** Chinese interface texts that are not also store data: none may show while the language is English. */
const storeData = JSON.stringify(demo);
const CHINESE_UI_TEXTS = flatten(zhTW).filter(
  (text) => /\p{Script=Han}{2}/u.test(text) && !text.includes('{{') && !storeData.includes(text),
);

describe('what the store page downloads', () => {
  it(`keeps the JS before the page is interactive within ${STORE_PAGE_JS_BUDGET / 1024} KiB over the wire, and sends it in brotli`, async () => {
    const storePageHtml = await (await fetch(`${baseUrl}/demo/store`)).text();
    const scripts = initialScripts(storePageHtml);
    expect(scripts.some((src) => src.includes('/StorePage-'))).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = await Promise.all(scripts.map((src) => wireBytes(`${baseUrl}${src}`)));
    for (const size of sizes) expect(size.encoding).toBe('br');
    const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
    console.log(`[budget] store page scripts: ${total} B over the wire of ${STORE_PAGE_JS_BUDGET}`);
    expect(total).toBeLessThanOrEqual(STORE_PAGE_JS_BUDGET);
  });

  it("downloads neither the other screens' texts nor the English error texts with the store page", async () => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${baseUrl}/demo/store`);
    await page.waitForLoadState('networkidle');
    const bodies = (await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))).join('\n');
    // The store page's own texts are in them as written, so a text not found is really not there.
    expect(bodies).toContain(zhTW.store.bookHint);
    // A booking text, a sign-in text, a wallet text and an English error text: all load with their screens.
    for (const text of [
      bookingZhTW.booking.waitlist.offerHint,
      authZhTW.login.intro,
      screensZhTW.wallet.records.emptyText,
      'The value card can no longer be used',
    ]) {
      expect(bodies).not.toContain(text);
    }
    // The menu page (another screen) has its texts, in its server's HTML and once hydrated.
    await page.goto(`${baseUrl}/demo/menu`);
    await page.getByText(screensZhTW.menu.priceNote).waitFor();
    await page.getByRole('button', { name: /切換語言/ }).click();
    await page.getByText('Prices depend on the stylist and the option chosen').waitFor();
  });

  it('does not download the English texts for a visitor in Chinese', async () => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${baseUrl}/demo/store`);
    await page.getByRole('heading', { name: '營業時間' }).waitFor();
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(bodies.some((body) => body.includes('Skip to main content'))).toBe(false);
  });
});

describe('a visitor who chose English', () => {
  it('sees English from the first paint, never Chinese first', async () => {
    // The language chooser's cookie: the server renders the page in English (http/ssr.ts).
    await page.context().addCookies([{ name: 'salon_lang', value: 'en', url: baseUrl }]);
    await page.addInitScript(() => {
      const snapshots: string[] = [];
      (window as unknown as { snapshots: string[] }).snapshots = snapshots;
      new MutationObserver(() => {
        const text = document.getElementById('root')?.innerText.trim();
        if (text && text !== snapshots.at(-1)) snapshots.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${baseUrl}/demo/store`);
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const snapshots = await page.evaluate(() => (window as unknown as { snapshots: string[] }).snapshots);
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      expect(CHINESE_UI_TEXTS.filter((text) => snapshot.includes(text))).toEqual([]);
    }
  });
});
