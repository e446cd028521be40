import { QueryClient } from '@tanstack/react-query';

/** Data cache: no refetch on window focus, no retry (the API client retries GETs itself), infinite stale time, 3 s gc. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 3000 },
  },
});

/**
 * How long an answer asked for before the first render is kept without a screen using it: on a
 * slow phone the page's code may take longer than the default 3 s to arrive.
 */
export const PREFETCH_GC_TIME = 30_000;
