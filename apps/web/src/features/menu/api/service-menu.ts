import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';
import { currentLocale } from '#web/lib/i18n';
import { localizeServiceMenu } from '../localize';

/**
 * The store's services, categories and designers (one designer's on a designer page). With the
 * signed-in customer's id (the spec's customerId), the API leaves out what they cannot book.
 */
export const serviceMenuQuery = (cname: string, userId?: string | null, customerId?: string | null) => {
  // Read in the language shown (the store's English names in English): one entry per language.
  const locale = currentLocale();
  return queryOptions({
    queryKey: ['menu', 'service', cname, userId ?? null, ...(customerId ? [customerId] : []), locale],
    queryFn: async ({ signal }) =>
      localizeServiceMenu(
        await call(endpoints.serviceMenu, {
          cname,
          query: { userId: userId ?? undefined, customerId: customerId ?? undefined },
          signal,
        }),
        locale,
      ),
  });
};

/**
 * The menu requests of the menu page, in the order they are started (before the first render by
 * main.tsx and the route's loader, then read by the page under the same keys): signed in, the
 * customer's own menu first (what they can book: nothing limited to another gender shows as
 * bookable while the rest loads), then the store's whole menu (the services the customer's leaves
 * out are shown marked with why). Signed out, the whole menu only.
 */
export function menuPageQueries(cname: string, userId: string | null | undefined, customerId: string | null) {
  const all = serviceMenuQuery(cname, userId);
  return { theirs: customerId ? serviceMenuQuery(cname, userId, customerId) : null, all };
}

/** The store page's menu (for its designers): the signed-in customer's, which the menu page reuses. */
export const storePageMenuQuery = (cname: string, userId: string | null | undefined, customerId: string | null) =>
  serviceMenuQuery(cname, userId, customerId);
