import type { StoreSetting } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { DEFAULT_TIME_ZONE } from '@salon/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStoreParams } from '#web/app/use-store-params';
import { call } from '#web/lib/api';

/** The store's settings (a designer page asks with the designer's userId). */
export const storeQuery = (cname: string, userId?: string | null) =>
  queryOptions({
    queryKey: ['store', cname, userId ?? null],
    queryFn: ({ signal }) => call(endpoints.storeSetting, { cname, query: { userId: userId ?? undefined }, signal }),
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
