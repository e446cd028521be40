import type { StoreSetting } from '@salon/contract';
import { DEFAULT_TIME_ZONE } from '@salon/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStoreParams } from '../../app/use-store-params';
import { api } from '../../lib/api';

export const storeQuery = (cname: string, userId?: string | null) =>
  queryOptions({
    queryKey: ['store', cname, userId ?? null],
    queryFn: ({ signal }) => api.get<StoreSetting>('/bookings/store', { cname, query: { userId }, signal }),
  });

/** The store the page is under; the store guard has loaded it before any screen renders. */
export function useStoreSetting(): StoreSetting | undefined {
  const { cname, userId } = useStoreParams();
  return useQuery(storeQuery(cname, userId)).data;
}

/** The time zone of the page's store: its days, "today" and opening hours are in it. */
export function useStoreTimeZone(): string {
  return useStoreSetting()?.timeZone ?? DEFAULT_TIME_ZONE;
}
