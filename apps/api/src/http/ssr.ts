import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type BookingDetail,
  type RetailMenu,
  retailMenu as retailMenuSchema,
  type ServiceMenu,
  type StoreSetting,
  serviceMenu as serviceMenuSchema,
  storeSetting as storeSettingSchema,
} from '@salon/contract';
import type { Language } from '@salon/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { currentCatalog } from '#api/modules/catalog/service';
import { retailMenu, serviceMenu } from '#api/modules/menu/service';
import { resolveDesignerScope } from '#api/modules/store/service';
import { toStoreSetting } from '#api/modules/store/views';
import { NOBODY } from './actor';
import { acceptedLanguage } from './language';

/** The answers a server-rendered page needs, read in-process (apps/web/src/entry-server.tsx `PageData`). */
interface PageData {
  storeSetting(cname: string, userId: string | null): Promise<StoreSetting | null>;
  serviceMenu(cname: string, userId: string | null): Promise<ServiceMenu | null>;
  retailMenu(cname: string, userId: string | null): Promise<RetailMenu | null>;
  bookingDetail(cname: string, bookingId: string): Promise<BookingDetail | null>;
}

/** What the web build's server entry (`dist/.ssr/entry-server.js`, built by `vite build --ssr`) exports. */
interface WebRenderer {
  renderPage(
    url: string,
    lang: Language,
    load: PageData,
  ): Promise<{ html: string; data: string; lang: Language } | null>;
  languageOfCookies(cookies: string | undefined): Language;
}

/** A rendered page's markup and inlined data, and the language it is in. */
export interface ServerRendered {
  html: string;
  data: string;
  lang: Language;
}

/** Renders a page of the SPA with React on the server, or says null (then the SPA's index.html goes out). */
export type PageRender = (request: FastifyRequest) => Promise<ServerRendered | null>;

/** Loads the web build's server entry once, when first called. */
export type RendererLoader = () => Promise<WebRenderer>;

/**
 * The web build's server entry, or null when the build has none (`npm run dev`: Vite serves the
 * SPA itself; a build made by `vite build` alone): the pages are then the SPA's index.html. It is
 * React and the pages (~0.2 s of CPU to load): loaded when a page is first rendered (or warmed
 * after listen), not before the process answers.
 */
export function webRendererLoader(webDistDir: string | null): RendererLoader | null {
  const path = webDistDir ? join(webDistDir, '.ssr', 'entry-server.js') : null;
  if (!path || !existsSync(path)) return null;
  let loading: Promise<WebRenderer> | null = null;
  return () => {
    loading ??= import(pathToFileURL(path).href) as Promise<WebRenderer>;
    return loading;
  };
}

/** The API's JSON of an answer: its response schema applied as the serializer does, then JSON. */
const asSent = <T>(schema: z.ZodType<T>, value: unknown): T => JSON.parse(JSON.stringify(schema.parse(value))) as T;

/**
 * The store of a page and its designer scope; null when the store is unknown or refuses the
 * designer page (the SPA's error screen tells those apart, as it does without server rendering).
 */
async function scoped(db: Db, cname: string, userId: string | null) {
  const store = (await currentCatalog(db, cname))?.store;
  if (!store) return null;
  try {
    return { store, designer: await resolveDesignerScope(db, store, userId ?? undefined) };
  } catch {
    return null;
  }
}

/**
 * A booking by id through the API's own route, as the visitor's IP: the id is the key to the
 * booking, so the route's per-IP limit on guessing ids (bookings/routes.ts) counts a rendered page
 * like a call, and a wrong or limited id renders nothing (the browser then asks, and is told).
 */
async function bookingThroughRoute(app: FastifyInstance, request: FastifyRequest, cname: string, bookingId: string) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/bookings/${encodeURIComponent(bookingId)}?code=${encodeURIComponent(cname)}`,
    remoteAddress: request.ip,
  });
  return answer.statusCode === 200 ? (answer.json() as { data: BookingDetail }).data : null;
}

/** The page data by the same service functions the API's routes call (store/routes.ts, menu/routes.ts). */
function pageData(db: Db, app: FastifyInstance, request: FastifyRequest): PageData {
  // A page is rendered for nobody in particular (no credential is read), at the request's "now".
  const scopeOf = (store: StoreRow) => ({ store, now: request.now, actor: NOBODY });
  return {
    bookingDetail: (cname, bookingId) => bookingThroughRoute(app, request, cname, bookingId),
    async storeSetting(cname, userId) {
      const page = await scoped(db, cname, userId);
      return page ? asSent(storeSettingSchema, toStoreSetting(page.store, page.designer)) : null;
    },
    async serviceMenu(cname, userId) {
      const page = await scoped(db, cname, userId);
      return page
        ? asSent(serviceMenuSchema, await serviceMenu({ db }, scopeOf(page.store), { userId: userId ?? undefined }))
        : null;
    },
    async retailMenu(cname, userId) {
      const page = await scoped(db, cname, userId);
      return page
        ? asSent(retailMenuSchema, await retailMenu({ db }, scopeOf(page.store), { userId: userId ?? undefined }))
        : null;
    },
  };
}

/**
 * The language a page is rendered in: the visitor's choice (the `salon_lang` cookie the web app
 * writes), else the browser's (Accept-Language: a first visit in an English browser is English,
 * issue 43.11), else zh-TW. The browser then starts in the language the page came in.
 */
function pageLanguage(request: Pick<FastifyRequest, 'headers'>, renderer: Pick<WebRenderer, 'languageOfCookies'>) {
  const cookies = request.headers.cookie;
  if (cookies && /(?:^|;\s*)salon_lang=/.test(cookies)) return renderer.languageOfCookies(cookies);
  return acceptedLanguage(request.headers['accept-language']) ?? 'zh-TW';
}

/**
 * Server rendering of the customer's entry pages (store, menu, retail, a booking by id, a product):
 * the page in the visitor's language (`pageLanguage`), with its data inlined once. A failure renders
 * nothing: the SPA's index.html then loads the page as it always has.
 */
export function pageRender(db: Db, loadRenderer: RendererLoader, app: FastifyInstance): PageRender {
  return async (request) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`).href;
    try {
      const renderer = await loadRenderer();
      const lang = pageLanguage(request, renderer);
      return await renderer.renderPage(url, lang, pageData(db, app, request));
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; sending the SPA');
      return null;
    }
  };
}
