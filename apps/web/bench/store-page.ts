import { request } from 'node:http';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../e2e/browser';

/** What a customer's phone pays to open the store page, cold cache, on a slow network and CPU. */
export interface StorePageFigures {
  /** Scripts the page loaded before it was usable, as the server sends them gzipped. */
  jsGzipBytes: number;
  /** The same scripts as the server sends them to a browser accepting br. */
  jsBrotliBytes: number;
  cssGzipBytes: number;
  /** Everything over the wire (headers included) as Chromium received it. */
  transferredBytes: number;
  /** Largest contentful paint, ms after navigation start. */
  lcpMs: number;
  /** Total blocking time: the part over 50 ms of every long task after the first contentful paint. */
  tbtMs: number;
}

/** Lighthouse's "slow 4G" (mobile preset): 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x slower CPU. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** The demo store's home page. */
export const STORE_PAGE_PATH = '/demo/store';

interface Loaded {
  url: string;
  type: string;
  encodedBytes: number;
}

/** Records every response of the page with its bytes over the wire. */
async function recordResponses(cdp: CDPSession): Promise<Loaded[]> {
  const pending = new Map<string, { url: string; type: string }>();
  const loaded: Loaded[] = [];
  cdp.on('Network.responseReceived', (event) => {
    pending.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) loaded.push({ ...response, encodedBytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  return loaded;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.downloadThroughput,
    uploadThroughput: SLOW_4G.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}

declare global {
  interface Window {
    __storePagePerf?: { lcp: number; longTasks: { start: number; duration: number }[] };
  }
}

/** Installed before the page's own scripts: keeps the last LCP candidate and every long task. */
function observePaints() {
  const perf = { lcp: 0, longTasks: [] as { start: number; duration: number }[] };
  window.__storePagePerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function paintFigures(page: Page): Promise<{ lcpMs: number; tbtMs: number }> {
  return page.evaluate(() => {
    const perf = window.__storePagePerf ?? { lcp: 0, longTasks: [] };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = perf.longTasks
      .filter((task) => task.start >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { lcpMs: Math.round(perf.lcp), tbtMs: Math.round(tbt) };
  });
}

/** The body size of `url` as the server sends it for `Accept-Encoding: <encoding>` (no decoding). */
function servedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function sumServed(urls: string[], encoding: 'gzip' | 'br'): Promise<number> {
  const sizes = await Promise.all(urls.map((url) => servedBytes(url, encoding)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Opens the store page of `baseUrl` in Chromium (390x844 phone, cold cache, slow 4G, 4x CPU), waits
 * until it has shown the store and the network is quiet, and reports its bytes and paint times.
 */
export async function measureStorePage(baseUrl: string, path = STORE_PAGE_PATH): Promise<StorePageFigures> {
  const browser = await launchBrowser();
  try {
    const { context, page } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    const loaded = await recordResponses(cdp);
    await throttle(cdp);
    await page.addInitScript(observePaints);
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    // Late long tasks and paints (fonts, images) settle within a moment of the network going quiet.
    await page.waitForTimeout(1000);
    const paints = await paintFigures(page);
    const scripts = loaded.filter((r) => r.type === 'Script').map((r) => r.url);
    const styles = loaded.filter((r) => r.type === 'Stylesheet').map((r) => r.url);
    return {
      jsGzipBytes: await sumServed(scripts, 'gzip'),
      jsBrotliBytes: await sumServed(scripts, 'br'),
      cssGzipBytes: await sumServed(styles, 'gzip'),
      transferredBytes: loaded.reduce((sum, r) => sum + r.encodedBytes, 0),
      ...paints,
    };
  } finally {
    await browser.close();
  }
}
