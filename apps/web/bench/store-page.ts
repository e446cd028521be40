import type { CDPSession } from 'playwright-core';
import { launchBrowser, openPage } from '../e2e/browser';

/**
 * The store page measured by issue 26's method ("How the page is measured"): headless Debian
 * Chromium through playwright-core's CDP session, 390×844 phone, cold cache (a fresh browser per
 * load), `Network.emulateNetworkConditions` (562.5 ms latency, 188,743 B/s down, 86,400 B/s up),
 * `Emulation.setCPUThrottlingRate` 4, the largest contentful paint read by a PerformanceObserver
 * registered before navigation (`page.addInitScript`), the median of three loads.
 */
export const ISSUE_26_LINK = {
  latency: 562.5,
  downloadThroughput: 188_743,
  uploadThroughput: 86_400,
  cpuSlowdown: 4,
};

/** The demo store's entry page, as issue 26 names it. */
export const STORE_PAGE_PATH = '/demo';

/**
 * The control page of issue 42.5 (written into the build by bench/page.ts, served by the same
 * server on the same link): static HTML with the store's name and its banner at the same size, no
 * script, no stylesheet file. What a page whose largest paint is that banner can reach here.
 */
export const CONTROL_PAGE_PATH = '/bench-control.html';

export function controlPageHtml(store: { name: string; banner: string }): string {
  const style =
    'body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto;object-fit:cover}h1{margin:16px;font-size:1.25rem}';
  return `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${store.name}</title>
    <style>${style}</style>
  </head>
  <body>
    <img src="${store.banner}" alt="" width="1600" height="900" fetchpriority="high" />
    <h1>${store.name}</h1>
  </body>
</html>
`;
}
export const LOADS = 3;
/** After the network has been quiet for 500 ms (Playwright's `networkidle`), how long long tasks are still watched. */
const QUIET_MS = 1000;

/** One cold load of the page. Times are ms after navigation start (the page's `performance.now()` base). */
export interface PageLoad {
  fcpMs: number;
  lcpMs: number;
  loadMs: number;
  /** Σ (duration − 50 ms) of the long tasks after FCP, clipped at FCP (see `totalBlockingTime`). */
  tbtMs: number;
  /** Scripts requested before max(load event, LCP), bytes over the wire (`encodedDataLength`). */
  scriptBytes: number;
  scripts: number;
  /** Every response of the load, bytes over the wire. */
  transferredBytes: number;
}

export interface StorePageFigures {
  path: string;
  /** Medians of the loads, each figure on its own. */
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  loads: PageLoad[];
}

interface Request {
  type: string;
  /** CDP's monotonic clock, seconds. */
  sentAt: number;
  bytes: number | null;
}

/** Every request of the page with its type, when it was sent and its bytes over the wire once finished. */
async function recordRequests(
  cdp: CDPSession,
): Promise<{ requests: Map<string, Request>; documentSentAt: () => number }> {
  const requests = new Map<string, Request>();
  let documentSentAt = Number.NaN;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && Number.isNaN(documentSentAt)) documentSentAt = event.timestamp;
    const url = event.request.url;
    const type =
      event.type === 'Script' || /\.m?js(\?|$)/.test(new URL(url).pathname) ? 'Script' : (event.type ?? 'Other');
    if (!requests.has(event.requestId)) requests.set(event.requestId, { type, sentAt: event.timestamp, bytes: null });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return { requests, documentSentAt: () => documentSentAt };
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ISSUE_26_LINK.latency,
    downloadThroughput: ISSUE_26_LINK.downloadThroughput,
    uploadThroughput: ISSUE_26_LINK.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: ISSUE_26_LINK.cpuSlowdown });
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

interface PaintTimes {
  fcp: number;
  lcp: number;
  load: number;
  longTasks: { start: number; duration: number }[];
}

/**
 * The page's own value of `expression`, read through the DevTools protocol: Playwright's waits and
 * locators would first inject its selector engine into the page, a script whose evaluation is a
 * long task of its own (60–85 ms at 4× slowdown, seen in a trace) that the page's TBT would count.
 */
async function pageValue<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return result.value as T;
}

/**
 * Polls until the server's page shows its heading and React has taken it over (lib/ssr-data.ts); a
 * page without scripts (the control page) only until its heading shows.
 */
async function untilHydrated(cdp: CDPSession, timeoutMs: number, hydrates: boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = `!!document.querySelector('h1')${hydrates ? " && document.documentElement.hasAttribute('data-hydrated')" : ''}`;
  while (!(await pageValue<boolean>(cdp, ready))) {
    if (Date.now() > deadline) throw new Error('the store page was not hydrated');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function paintTimes(cdp: CDPSession): Promise<PaintTimes> {
  return pageValue<PaintTimes>(
    cdp,
    `(() => {
      const perf = window.__storePagePerf ?? { lcp: 0, longTasks: [] };
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        lcp: perf.lcp,
        load: navigation?.loadEventStart ?? 0,
        longTasks: perf.longTasks,
      };
    })()`,
  );
}

/**
 * Total blocking time as measured here: every long task (PerformanceObserver 'longtask', > 50 ms)
 * from first contentful paint until the page is quiet (network idle for 500 ms after the load
 * event, the page hydrated, then 1 s more), clipped at FCP like Lighthouse (a task that began
 * before FCP counts from FCP), each adding the part of its duration over 50 ms.
 */
function totalBlockingTime(fcp: number, tasks: PaintTimes['longTasks']): number {
  let sum = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= fcp) continue;
    sum += Math.max(0, end - Math.max(task.start, fcp) - 50);
  }
  return sum;
}

/** One cold load of `url` in a fresh browser. */
async function loadOnce(url: string, hydrates: boolean): Promise<PageLoad> {
  const browser = await launchBrowser();
  try {
    const { context, page } = await openPage(browser, { waitForHydration: false });
    const cdp = await context.newCDPSession(page);
    const { requests, documentSentAt } = await recordRequests(cdp);
    await throttle(cdp);
    await page.addInitScript(observePaints);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
    await untilHydrated(cdp, 60_000, hydrates);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const times = await paintTimes(cdp);
    if (!times.lcp || !times.fcp || !times.load) throw new Error(`no paint or load recorded: ${JSON.stringify(times)}`);
    // CDP's clock → the page's: the document's request is sent at (about) navigation start.
    const cutoff = Math.max(times.load, times.lcp);
    const scripts = [...requests.values()].filter(
      (r) => r.type === 'Script' && (r.sentAt - documentSentAt()) * 1000 < cutoff,
    );
    const bytes = (list: Request[]) => list.reduce((sum, r) => sum + (r.bytes ?? 0), 0);
    return {
      fcpMs: Math.round(times.fcp),
      lcpMs: Math.round(times.lcp),
      loadMs: Math.round(times.load),
      tbtMs: Math.round(totalBlockingTime(times.fcp, times.longTasks)),
      scriptBytes: bytes(scripts),
      scripts: scripts.length,
      transferredBytes: bytes([...requests.values()]),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** `LOADS` cold loads of the store page of `baseUrl`, one after the other; the median of each figure. */
export async function measureStorePage(
  baseUrl: string,
  path = STORE_PAGE_PATH,
  { hydrates = true } = {},
): Promise<StorePageFigures> {
  const loads: PageLoad[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(new URL(path, baseUrl).href, hydrates));
  return {
    path,
    lcpMs: median(loads.map((l) => l.lcpMs)),
    tbtMs: median(loads.map((l) => l.tbtMs)),
    scriptBytes: median(loads.map((l) => l.scriptBytes)),
    loads,
  };
}
