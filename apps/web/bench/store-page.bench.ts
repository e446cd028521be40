/**
 * The store page alone, by issue 26's method (`store-page.ts`), without PostgreSQL: builds the web
 * app (the SPA and its server entry), starts the real server in-process on an in-memory PGlite with
 * the demo store (test mode), and prints the three cold loads of /demo and their medians. The
 * figures of record come from `npm run bench` (production mode on PostgreSQL; `-- --page` for the
 * page alone).
 *
 *   npx tsx apps/web/bench/store-page.bench.ts            build, serve, measure
 *   npx tsx apps/web/bench/store-page.bench.ts <baseUrl>  measure a server already running
 */
import { buildWeb, startAppServer } from '../e2e/serve';
import { ISSUE_26_LINK, measureStorePage, type StorePageFigures } from './store-page';

function print(figures: StorePageFigures) {
  const l = ISSUE_26_LINK;
  console.log(
    `\n${figures.path}, Chromium 390x844, ${l.latency} ms latency, ${l.downloadThroughput} B/s down, ${l.uploadThroughput} B/s up, CPU ×${l.cpuSlowdown}, cold cache\n`,
  );
  for (const [i, load] of figures.loads.entries())
    console.log(
      `load ${i + 1}: FCP ${load.fcpMs} ms, LCP ${load.lcpMs} ms, load ${load.loadMs} ms, TBT ${load.tbtMs} ms, ${load.scripts} scripts ${load.scriptBytes} B`,
    );
  console.log(
    `median: LCP ${figures.lcpMs} ms (≤ 1,500), TBT ${figures.tbtMs} ms (≤ 200), scripts ${figures.scriptBytes} B (≤ 133,120)`,
  );
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
