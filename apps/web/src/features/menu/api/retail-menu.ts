import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';
import { currentLocale } from '#web/lib/i18n';
import { localizeRetailMenu } from '../localize';

/** The store's retail products and categories, in the language shown (one entry per language). */
export const retailMenuQuery = (cname: string, userId?: string | null) => {
  const locale = currentLocale();
  return queryOptions({
    queryKey: ['menu', 'retail', cname, userId ?? null, locale],
    queryFn: async ({ signal }) =>
      localizeRetailMenu(
        await call(endpoints.retailMenu, { cname, query: { userId: userId ?? undefined }, signal }),
        locale,
      ),
  });
};
