import type { BookingDetail, RetailMenu, ServiceMenu, StoreSetting } from '@salon/contract';
import { DEFAULT_TIME_ZONE, type DisplayLocale, zoneOffsetHint } from '@salon/domain';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { matchRoutePath, type RouteName, type RouteParams } from './app/routes';
import { bookingDetailQuery } from './features/booking/api/booking-detail';
import { retailMenuQuery } from './features/menu/api/retail-menu';
import { serviceMenuQuery } from './features/menu/api/service-menu';
import { localizeRetailMenu, localizeServiceMenu } from './features/menu/localize';
import { storeQuery } from './features/store/api/store-setting';
import { nowSeconds } from './lib/clock';
import { currentLocale, startI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { HydrationMark, SSR_DATA_ID, type SsrState } from './lib/ssr-data';

export { languageOfCookies } from './lib/i18n';

/**
 * What the server answers for a page's data, read in-process by the API's own service functions
 * (the same the API's routes call). Null when the store (or designer) is not there: the SPA then
 * renders its error screen as it always has.
 */
export interface PageData {
  storeSetting(cname: string, userId: string | null): Promise<StoreSetting | null>;
  serviceMenu(cname: string, userId: string | null): Promise<ServiceMenu | null>;
  retailMenu(cname: string, userId: string | null): Promise<RetailMenu | null>;
  /** Through the API's route, so its per-IP limit on guessing ids counts the page. */
  bookingDetail(cname: string, bookingId: string): Promise<BookingDetail | null>;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The scripts to put after it: the router's and the queries' data, each once. */
  data: string;
  lang: DisplayLocale;
}

/**
 * The customer's entry pages the server renders: nothing on them depends on a signed-in visitor's
 * data (a booking is read by its id, which is its key; LINE messages link to it).
 */
const SERVER_RENDERED = new Set<RouteName>(['Store', 'StoreMenu', 'StoreRetail', 'RetailMenuDetail', 'BookingDetail']);

/** JSON safe inside a <script>: no `</script>`, no `<!--`, no line separators that end a JS string. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Puts the page's answers in the query cache under the keys its screens read; the store, or null when one is missing. */
async function seed(name: RouteName, params: RouteParams, load: PageData): Promise<StoreSetting | null> {
  const cname = params.cname ?? '';
  const userId = params.userId ?? null;
  const bookingId = name === 'BookingDetail' ? (params.bookingId ?? '') : null;
  const [store, menu, retail, booking] = await Promise.all([
    load.storeSetting(cname, userId),
    name === 'Store' || name === 'StoreMenu' ? load.serviceMenu(cname, userId) : null,
    // A product's page reads the retail menu too: it shows without JavaScript (issue 43.13).
    name === 'StoreRetail' || name === 'RetailMenuDetail' ? load.retailMenu(cname, userId) : null,
    bookingId === null ? null : load.bookingDetail(cname, bookingId),
  ]);
  if (!store || (bookingId !== null && !booking)) return null;
  if (bookingId !== null && booking) queryClient.setQueryData(bookingDetailQuery(cname, bookingId).queryKey, booking);
  // The menus are kept as the screens read them: in the language shown, under keys that name it.
  const locale = currentLocale();
  queryClient.setQueryData(storeQuery(cname, userId).queryKey, store);
  if (menu) queryClient.setQueryData(serviceMenuQuery(cname, userId).queryKey, localizeServiceMenu(menu, locale));
  if (retail) queryClient.setQueryData(retailMenuQuery(cname, userId).queryKey, localizeRetailMenu(retail, locale));
  return store;
}

/**
 * On the server the cache holds one render's answers and is cleared after it: nothing may be
 * collected meanwhile (the default 3 s could pass between seeding and dehydrating on a busy machine).
 */
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, gcTime: Number.POSITIVE_INFINITY },
});

/** One render at a time: the query cache and i18next are the app's module-level singletons. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a customer entry page (store, menu, retail) with React, from the same routes and screens
 * the browser hydrates (main.tsx). Null for any other page, a redirect, an error, or missing data:
 * the server then answers the SPA's plain index.html.
 */
export function renderPage(url: string, lang: DisplayLocale, load: PageData): Promise<RenderedPage | null> {
  const run = queue.then(() => render(url, lang, load));
  queue = run.catch(() => undefined);
  return run;
}

async function render(url: string, lang: DisplayLocale, load: PageData): Promise<RenderedPage | null> {
  const match = matchRoutePath(new URL(url).pathname);
  if (!match || !SERVER_RENDERED.has(match.name)) return null;
  queryClient.clear();
  try {
    await startI18n(lang);
    const store = await seed(match.name, match.params, load);
    if (!store) return null;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors || queryClient.isFetching() > 0) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <HydrationMark />
        </QueryClientProvider>
      </StrictMode>,
    );
    const clock = zoneOffsetHint(store.timeZone ?? DEFAULT_TIME_ZONE, nowSeconds());
    const state: SsrState = {
      router: { loaderData: context.loaderData },
      queries: dehydrate(queryClient),
      lang,
      clock,
    };
    const data = `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(state)}</script>`;
    return { html, data, lang };
  } finally {
    queryClient.clear();
  }
}
