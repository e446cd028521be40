import { useQuery } from '@tanstack/react-query';
import { useStoreParams } from '#web/app/use-store-params';
import { serviceMenuQuery } from '#web/features/menu/api/service-menu';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { useCartRepair } from './cart-store';

/**
 * The store, the page's service menu (a designer page's holds only that designer) and the page's
 * scope; repairs the stored cart once per load against the store's whole menu.
 */
export function useBookingData() {
  const params = useStoreParams();
  const store = useStoreSetting();
  const menu = useQuery(serviceMenuQuery(params.cname, params.userId));
  useCartRepair(params.cname, store);
  const base = { cname: params.cname, userId: params.userId };
  return { params, base, cname: params.cname, pageUserId: params.userId, store, menu };
}
