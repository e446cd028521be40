import { rememberZoneOffset } from '@salon/domain';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/router';
import { matchRoutePath } from './app/routes';
import { menuPageQueries, storePageMenuQuery } from './features/menu/api/service-menu';
import { storeQuery } from './features/store/api/store-setting';
import { initI18n } from './lib/i18n';
import { PREFETCH_GC_TIME, queryClient } from './lib/query-client';
import { HydrationMark, readSsrState } from './lib/ssr-data';
import { activeLogin } from './lib/storage';
import './index.css';

/**
 * The store (every page needs it) and, on the store and menu pages, the menu are asked for at
 * once, while React, the texts and the page's chunk are still loading; the guards and loaders reuse
 * the answers. A signed-in customer's menu is asked with their customerId, under the key the page
 * reads (menu/api/service-menu.ts). On a page the server rendered, the store's answers are already
 * in the cache (inlined in the page): nothing is asked for again.
 */
function prefetchFirstPage(pathname: string) {
  const match = matchRoutePath(pathname);
  if (!match) return;
  const { cname, userId } = match.params;
  const gcTime = PREFETCH_GC_TIME;
  void queryClient.prefetchQuery({ ...storeQuery(cname, userId), gcTime });
  const customerId = activeLogin(cname)?.userId ?? null;
  if (match.name === 'Store')
    void queryClient.prefetchQuery({ ...storePageMenuQuery(cname, userId, customerId), gcTime });
  if (match.name === 'StoreMenu') {
    const { theirs, all } = menuPageQueries(cname, userId, customerId);
    if (theirs) void queryClient.prefetchQuery({ ...theirs, gcTime });
    void queryClient.prefetchQuery({ ...all, gcTime });
  }
}

/** Hydration needs the screens of the first page in place: their lazy modules are loaded first. */
async function loadFirstScreens() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, screen, { lazy: undefined });
    }),
  );
}

/**
 * Rendered once the visitor's language's texts are in: an English visitor never sees Chinese first.
 * A page the server rendered (http/ssr.ts in the API, entry-server.tsx) is hydrated with the data it
 * inlined; any other page, or one rendered in another language than the visitor's, is rendered here.
 */
/** A new task: the browser may paint and handle input between the scripts' evaluation and the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const ssr = readSsrState();
  // On a page the server rendered nothing waits for the start: it runs in a task of its own, not in
  // the one that evaluated the scripts (issue 26's total blocking time counts each task's excess).
  if (ssr) await nextTask();
  if (ssr) hydrate(queryClient, ssr.queries, { defaultOptions: { queries: { gcTime: PREFETCH_GC_TIME } } });
  if (ssr?.clock) rememberZoneOffset(ssr.clock);
  prefetchFirstPage(window.location.pathname);
  const [, hydrating] = await Promise.all([
    initI18n(ssr?.lang ?? null),
    ssr ? loadFirstScreens().then(() => true) : false,
  ]);
  const container = document.getElementById('root')!;
  if (hydrating && ssr && ssr.lang === i18next.language) {
    const router = createBrowserRouter(routes, { hydrationData: ssr.router });
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (issue 26's total blocking time); the page is already painted.
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  } else {
    createRoot(container).render(app(createBrowserRouter(routes)));
  }
}

/** The same tree as the server's (entry-server.tsx), with the browser's router. */
function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <HydrationMark />
      </QueryClientProvider>
    </StrictMode>
  );
}

/** `/<code>/staff` and below: the staff app (its own chunk, router and texts); a customer page never loads it. */
const STAFF_PATH = /^\/[^/]+\/staff(\/|$)/;

if (STAFF_PATH.test(window.location.pathname)) void import('./staff/app/start');
else void start();
