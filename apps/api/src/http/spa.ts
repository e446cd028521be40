import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { currentCatalog } from '#api/modules/catalog/service';
import type { PageRender, ServerRendered } from './ssr';

/** The built SPA's index.html, or null when there is no build to serve. */
export function readSpaIndex(webDistDir: string | null): string | null {
  const path = webDistDir ? join(webDistDir, 'index.html') : null;
  return path && existsSync(path) ? readFileSync(path, 'utf8') : null;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * index.html with its stylesheets inlined, for pages the server renders: the page then paints when
 * its HTML arrives, not one more round trip later (on issue 26's link the stylesheet, sharing the
 * bandwidth with the scripts, held the first paint back by ~0.8 s). The SPA's own index.html keeps
 * the cached file. The CSP allows inline styles (`style-src 'self' 'unsafe-inline'`).
 */
export function withInlineStyles(indexHtml: string, webDistDir: string | null): string {
  return indexHtml.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(webDistDir ?? '', file);
    if (!webDistDir) return link;
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : link;
  });
}

/** The store page's source in the web app: its chunk is named by this key in Vite's manifest. */
const STORE_PAGE_SOURCE = 'src/features/store/StorePage.tsx';

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The chunks the store page loads after the entry (its own, Luxon, shared components), read from
 * the build's `.vite/manifest.json`. Listing them in the page lets the browser fetch them with the
 * entry instead of after it. None when the build has no manifest.
 */
export function storePageChunks(webDistDir: string | null, indexHtml: string): string[] {
  const path = webDistDir ? join(webDistDir, '.vite', 'manifest.json') : null;
  if (!path || !existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(STORE_PAGE_SOURCE);
  return [...files].filter((file) => !indexHtml.includes(`"${file}"`));
}

/** Builds the HTML of a page of the SPA for one request. */
export type SpaPage = (request: FastifyRequest) => Promise<string>;

/**
 * Serves the build's files. Vite's files under /assets carry a content hash: cached for a year, with
 * no validators.
 * Everything else (favicon, index.html) is revalidated. Each file is sent as its build-time `.br`
 * or `.gz` twin when the client accepts it (`preCompressed`), hence `Vary: Accept-Encoding`.
 */
export async function registerStaticFiles(app: FastifyInstance, webDistDir: string): Promise<void> {
  // A hashed file never changes, so a validator or a range is never used on it (cached for a
  // year, immutable); on issue 26's slow link every header of the page's scripts is paid for.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/') || reply.statusCode !== 200) return;
    for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
  });
  const common = {
    index: false,
    preCompressed: true,
    // Otherwise `send` writes `public, max-age=0` over the headers set here.
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
      res.setHeader('vary', 'Accept-Encoding');
      const hashed = path.includes('/assets/');
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  } as const;
  // Vite's hashed files, one route for all: a route per file (~300 with HEAD) was a fifth of the
  // process's start. A file that is not there goes to the not-found handler, as any unknown path.
  await app.register(fastifyStatic, {
    ...common,
    root: join(webDistDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
  });
  // The few others (favicon, index.html, the demo's images): a route each, made at start. The .br
  // and .gz twins are found on disk by the route of their original (preCompressed).
  await app.register(fastifyStatic, {
    ...common,
    root: webDistDir,
    wildcard: false,
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    decorateReply: false,
  });
}

/** Longer first segments are no store code (codes are short slugs). */
const MAX_CODE_LENGTH = 100;

/** zh-TW page names by the first path segment after the store (and designer), as the web titles them. */
const PAGE_TITLES: Record<string, string> = {
  menu: '服務項目',
  retail: '店家商品',
  booking: '我的預約',
  checkout: '確認預約',
  terms: '服務條款',
  login: '登入',
  register: '註冊',
  sms: '簡訊驗證',
  auth: '帳號',
  user: '會員中心',
  registerProfile: '填寫個人資料',
  merchandise: '商品詳情',
  buy: '購物車',
  detail: '交易明細',
  form: '表單',
  message: '訊息',
  payment: '商品付款',
  pickupOrder: '取貨訂單',
  record: '消費紀錄',
  voucher: '優惠券詳情',
};

const titleOf = (segment: string | undefined): string | null =>
  segment && Object.hasOwn(PAGE_TITLES, segment) ? (PAGE_TITLES[segment] ?? null) : null;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The store code (first segment) and the rest of a page path, or null when it names no store. */
function pagePath(url: string): { code: string; rest: string[] } | null {
  try {
    const [code, ...rest] = (url.split('?')[0] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
    return code && code.length <= MAX_CODE_LENGTH ? { code, rest } : null;
  } catch {
    return null;
  }
}

/** Whether the path after the store is its home page: `/demo`, `/demo/store`, `/demo/amber`, `/demo/amber/store`. */
function isStoreHome(rest: string[]): boolean {
  const [first, second] = rest;
  if (!first) return true;
  if (first === 'store') return !second;
  return !titleOf(first) && (!second || (second === 'store' && rest.length === 2));
}

/** The page's name: the first segment after the store, or after a designer id (`/demo/amber/menu`). */
function pageTitle(rest: string[]): string | null {
  const [first, second] = rest;
  if (first === 'booking' && second === 'new') return '選擇設計師與時間';
  if (first === 'booking' && second) return '預約詳情';
  return titleOf(first) ?? titleOf(second);
}

function absoluteUrl(request: FastifyRequest, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${request.protocol}://${request.host}`).href;
}

const storeDescription = (store: StoreRow) => store.websiteDescription || store.description || store.address;

/** The link-preview and title tags of a store's page (LINE, Facebook and X read `og:` and `twitter:`). */
function storePageTags(request: FastifyRequest, store: StoreRow, rest: string[]): string {
  const storeTitle = store.websiteTitle || store.name;
  const page = pageTitle(rest);
  const title = page ? `${page}｜${storeTitle}` : storeTitle;
  const description = storeDescription(store);
  const image = store.websiteBanner || store.banner || store.logo;
  const meta = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', store.name],
    ['property', 'og:title', title],
    ...(description ? [['property', 'og:description', description]] : []),
    ['property', 'og:url', absoluteUrl(request, request.url.split('?')[0] ?? '/')],
    ['property', 'og:locale', 'zh_TW'],
    ...(image ? [['property', 'og:image', absoluteUrl(request, image)]] : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ...(description ? [['name', 'twitter:description', description]] : []),
    ...(image ? [['name', 'twitter:image', absoluteUrl(request, image)]] : []),
  ];
  const tags = meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value ?? '')}" />`);
  return [`<title>${escapeHtml(title)}</title>`, ...tags].join('\n    ');
}

/**
 * What the store's home page needs at once: its banner (the largest paint), to be asked for before
 * anything else in the page, and its chunks.
 */
function storeHomePreloads(store: StoreRow, chunks: string[]): { first: string[]; rest: string[] } {
  const banner = store.banner
    ? [`<link rel="preload" as="image" href="${escapeHtml(store.banner)}" fetchpriority="high" />`]
    : [];
  return {
    first: banner,
    rest: chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  };
}

/**
 * index.html with the store's title, description and preview tags in place of the generic ones,
 * and `first` right after the charset (or the head's start): before the build's own scripts and stylesheet, so the
 * browser asks for it first (on issue 26's slow link the banner went out after the scripts).
 */
function withStoreTags(indexHtml: string, tags: string, description: string, first: string[] = []): string {
  let page = indexHtml.replace(/\s*<title>[^<]*<\/title>/, '').replace('</head>', `  ${tags}\n  </head>`);
  if (first.length > 0) {
    page = page.replace(/(<head>(?:\s*<meta charset="[^"]*"\s*\/?>)?)/i, `$1\n    ${first.join('\n    ')}`);
  }
  if (!description) return page;
  return page.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
}

const HTML_LANG = { 'zh-TW': 'zh-Hant-TW', en: 'en' } as const;

/**
 * index.html with the server's render of the page in its root, its data after it, in its language.
 * Its scripts only make the page interactive, so they are fetched at low priority: on a slow link
 * the stylesheet and the banner (the largest paint) get the bandwidth first. They still start at once.
 * `<html data-ssr>`: until React marks it hydrated, its controls take no taps (index.css).
 */
function withRendered(page: string, rendered: ServerRendered): string {
  return page
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[rendered.lang]}" data-ssr`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>\n    ${rendered.data}`);
}

/**
 * The SPA's HTML for a request: on a store's routes (`/:cname/...`) index.html carries that store's
 * title and link-preview tags, and the customer's entry pages come rendered by the server
 * (`render`, http/ssr.ts) when the build has its server entry; anything else (no store, unknown
 * store, database away) gets the plain index. The store comes from the catalogue cache: one cheap
 * version read per page.
 */
export function spaPage(
  db: Db,
  indexHtml: string,
  storeChunks: string[] = [],
  rendering: { render: PageRender; indexHtml: string } | null = null,
): SpaPage {
  return async (request) => {
    const path = pagePath(request.url);
    if (!path) return indexHtml;
    try {
      const store = (await currentCatalog(db, path.code))?.store;
      if (!store) return indexHtml;
      const preloads = isStoreHome(path.rest) ? storeHomePreloads(store, storeChunks) : { first: [], rest: [] };
      const head = [storePageTags(request, store, path.rest), ...preloads.rest].join('\n    ');
      const rendered = rendering ? await rendering.render(request) : null;
      const base = rendered && rendering ? rendering.indexHtml : indexHtml;
      const page = withStoreTags(base, head, storeDescription(store), preloads.first);
      return rendered ? withRendered(page, rendered) : page;
    } catch (error) {
      // A link preview is not worth an error page: the SPA itself reports a database outage.
      request.log.warn({ err: error }, 'store page tags unavailable');
      return indexHtml;
    }
  };
}
