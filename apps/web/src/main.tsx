import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/router';
import { matchRoutePath } from './app/routes';
import { menuPageQueries, storePageMenuQuery } from './features/menu/api/service-menu';
import { storeQuery } from './features/store/api/store-setting';
import { initI18n } from './lib/i18n';
import { PREFETCH_GC_TIME, queryClient } from './lib/query-client';
import { activeLogin } from './lib/storage';
import './index.css';

/**
 * The store (every page needs it) and, on the store and menu pages, the menu are asked for at
 * once, while React, the texts and the page's chunk are still loading; the guards and loaders reuse
 * the answers. A signed-in customer's menu is asked with their customerId, under the key the page
 * reads (menu/api/service-menu.ts).
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

/** Rendered once the stored language's texts are in: an English visitor never sees Chinese first. */
async function start() {
  prefetchFirstPage(window.location.pathname);
  await initI18n();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** `/<code>/staff` and below: the staff app (its own chunk, router and texts); a customer page never loads it. */
const STAFF_PATH = /^\/[^/]+\/staff(\/|$)/;

if (STAFF_PATH.test(window.location.pathname)) void import('./staff/start');
else void start();
