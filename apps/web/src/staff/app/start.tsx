import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { isApiError } from '#web/lib/api';
import { onActionFailure } from '#web/staff/lib/action';
import { csrfToken, keepCsrfToken } from '#web/staff/lib/csrf';
import { initStaffI18n } from './init-i18n';
import { staffRoutes } from './staff-routes';

/**
 * The staff app: its own router under `/:code/staff/...`, its own data cache and texts, loaded
 * only when the page's path is a staff path (main.tsx). A 401 from any staff call (the session
 * ended, or was signed out everywhere) forgets the session and goes to sign-in.
 */
async function startStaffApp() {
  await initStaffI18n();
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.httpStatus !== 401) return;
    const code = window.location.pathname.split('/')[1] ?? '';
    // Signed out on purpose (no token kept), or already there: a late answer changes nothing.
    if (!csrfToken() || window.location.pathname.startsWith(`/${code}/staff/login`)) return;
    keepCsrfToken(null);
    queryClient.removeQueries({ queryKey: ['staff', code] });
    const next = `${window.location.pathname}${window.location.search}`;
    void router.navigate(`/${code}/staff/login?next=${encodeURIComponent(next)}`, { replace: true });
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false, gcTime: 60_000 } },
  });
  onActionFailure(onError);
  const router = createBrowserRouter(staffRoutes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void startStaffApp();
