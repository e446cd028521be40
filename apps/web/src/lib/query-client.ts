import { QueryClient } from '@tanstack/react-query';

/** Data cache: no refetch on window focus, no retry (the API client retries GETs itself), infinite stale time, 3 s gc. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 3000 },
  },
});
