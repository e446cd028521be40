/**
 * The store page in `npm run bench`, by issue 26's method (apps/web/bench/store-page.ts): what
 * `npm start` runs — the web app's production build (`vite build` and the server entry's
 * `vite build --ssr`, as apps/web's `build` script) and the API's `tsx src/main.ts` in production
 * mode — on the bench's PostgreSQL database, with the build in apps/web/bench/.tmp instead of apps/web/dist.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startApiProcess } from '../apps/api/bench/processes';
import demo from '../apps/api/src/modules/store/demo-store.json';

const WEB_DIR = fileURLToPath(new URL('../apps/web', import.meta.url));
// Imported by its path: apps/web's code needs the DOM's types, which the API's tsconfig (checking this folder) has not.
const STORE_PAGE_MODULE = pathToFileURL(join(WEB_DIR, 'bench/store-page.ts')).href;

/** What apps/web/bench/store-page.ts exports (its types live with the web app's). */
interface StorePageModule {
  ISSUE_26_LINK: { latency: number; downloadThroughput: number; uploadThroughput: number; cpuSlowdown: number };
  LOADS: number;
  CONTROL_PAGE_PATH: string;
  controlPageHtml(store: { name: string; banner: string }): string;
  measureStorePage(baseUrl: string, path?: string, options?: { hydrates?: boolean }): Promise<StorePageFigures>;
}

interface PageLoad {
  fcpMs: number;
  lcpMs: number;
  loadMs: number;
  tbtMs: number;
  scriptBytes: number;
  scripts: number;
  transferredBytes: number;
}

/** apps/web/bench/store-page.ts's `StorePageFigures`. */
export interface StorePageFigures {
  path: string;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  loads: PageLoad[];
  method: StorePageModule['ISSUE_26_LINK'];
  /** The control page (static HTML with the banner, apps/web/bench/store-page.ts) on the same link, loaded after. */
  control?: { path: string; lcpMs: number; loads: PageLoad[] };
}

/** The web app built as `npm run build -w @salon/web` builds it, into `dir`. */
function buildWeb(dir: string) {
  const options = { cwd: WEB_DIR, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } } as const;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dir, '--emptyOutDir'], options);
  const ssr = join(dir, '.ssr');
  const entry = 'src/entry-server.tsx';
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--ssr', entry, '--outDir', ssr, '--emptyOutDir'],
    options,
  );
}

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0]!;

/** Builds, serves and measures the store page; the figures, or why there are none. */
export async function benchStorePage(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<StorePageFigures | { error: string }> {
  // Inside the repository: the server entry imports react and the rest from node_modules.
  const dir = join(WEB_DIR, 'bench', '.tmp', `dist-${process.pid}`);
  try {
    log('building the web app (SPA and server entry)…');
    try {
      buildWeb(dir);
    } catch (error) {
      return { error: `web build failed: ${firstLine(error)}` };
    }
    const page = (await import(STORE_PAGE_MODULE)) as StorePageModule;
    // Before the server starts: it makes a route for each file of the build's root.
    writeFileSync(join(dir, page.CONTROL_PAGE_PATH), page.controlPageHtml(demo.store));
    let server: Awaited<ReturnType<typeof startApiProcess>>;
    try {
      server = await startApiProcess(databaseUrl, dir);
    } catch (error) {
      const message = (error as Error).message;
      return { error: message.match(/Error[^\n]*/)?.[0] ?? firstLine(error) };
    }
    try {
      const { ISSUE_26_LINK, LOADS, measureStorePage, CONTROL_PAGE_PATH } = page;
      log(`measuring the store page (${LOADS} cold loads), then its control page…`);
      const store = await measureStorePage(server.url);
      const control = await measureStorePage(server.url, CONTROL_PAGE_PATH, { hydrates: false });
      return {
        ...store,
        method: ISSUE_26_LINK,
        control: { path: control.path, lcpMs: control.lcpMs, loads: control.loads },
      };
    } catch (error) {
      return { error: `store page measurement failed: ${firstLine(error)}` };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The store page's rows of the bench's table. */
export function storePageRows(page: StorePageFigures | { error: string }): [string, string, string][] {
  if ('error' in page) return [['store page', `n/a (${page.error})`, '']];
  const l = page.method;
  const method = `${page.path}, ${l.latency} ms, ${int(l.downloadThroughput)}/${int(l.uploadThroughput)} B/s, CPU ×${l.cpuSlowdown}`;
  const each = (pick: (load: StorePageFigures['loads'][number]) => number) =>
    page.loads.map((load) => int(pick(load))).join(', ');
  return [
    [
      `store page LCP, median of ${page.loads.length} (${method})`,
      `${int(page.lcpMs)} ms (${each((x) => x.lcpMs)})`,
      '≤ 1,500 ms',
    ],
    ...controlRows(page),
    [
      'store page TBT (long tasks after FCP until quiet), median',
      `${int(page.tbtMs)} ms (${each((x) => x.tbtMs)})`,
      '≤ 200 ms',
    ],
    [
      'store page scripts before max(load, LCP), over the wire',
      `${int(page.scriptBytes)} B = ${(page.scriptBytes / 1024).toFixed(1)} KiB (${each((x) => x.scripts)} scripts)`,
      '≤ 130 KiB',
    ],
    [
      'store page FCP, load event, all bytes (each load)',
      page.loads.map((x) => `${int(x.fcpMs)}/${int(x.loadMs)} ms ${int(x.transferredBytes)} B`).join('; '),
      '',
    ],
  ];
}

/** The control page's LCP and the store page's against it (issue 42.5: ≤ 1.3×). */
function controlRows(page: StorePageFigures): [string, string, string][] {
  const c = page.control;
  if (!c) return [];
  const each = c.loads.map((load) => int(load.lcpMs)).join(', ');
  return [
    [`control page LCP (${c.path}: static HTML, the banner), median`, `${int(c.lcpMs)} ms (${each})`, ''],
    ['store page LCP ÷ control page LCP', `${(page.lcpMs / c.lcpMs).toFixed(2)}×`, '≤ 1.3×'],
  ];
}
