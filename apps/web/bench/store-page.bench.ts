/**
 * The store page on a slow phone: builds the web app (production), starts the real server on an
 * in-memory database with the demo store, and prints what /demo/store costs in Chromium with
 * slow 4G and 4x CPU throttling, cold cache.
 *
 *   npx tsx apps/web/bench/store-page.bench.ts            build, serve, measure
 *   npx tsx apps/web/bench/store-page.bench.ts <baseUrl>  measure a server already running
 */
import { buildWeb, startAppServer } from '../e2e/serve';
import { measureStorePage, SLOW_4G, STORE_PAGE_PATH, type StorePageFigures } from './store-page';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function print(figures: StorePageFigures) {
  const rows: [string, string, string][] = [
    ['JS gzip (before interaction)', kib(figures.jsGzipBytes), '≤ 100 KiB'],
    ['JS brotli', kib(figures.jsBrotliBytes), ''],
    ['CSS gzip', kib(figures.cssGzipBytes), ''],
    ['transferred (all)', kib(figures.transferredBytes), ''],
    ['largest contentful paint', `${figures.lcpMs} ms`, '≤ 2,000 ms'],
    ['total blocking time', `${figures.tbtMs} ms`, '≤ 300 ms'],
  ];
  console.log(
    `\n${STORE_PAGE_PATH}, Chromium 390x844, ${SLOW_4G.latency} ms RTT, 1.6 Mbps down, ${SLOW_4G.cpuSlowdown}x CPU, cold cache\n`,
  );
  for (const [what, value, target] of rows) console.log(`${what.padEnd(30)} ${value.padStart(12)}   ${target}`);
}

async function main() {
  const given = process.argv[2];
  if (given) return print(await measureStorePage(given));
  buildWeb();
  const server = await startAppServer();
  try {
    print(await measureStorePage(server.url));
  } finally {
    await server.close();
  }
}

await main();
