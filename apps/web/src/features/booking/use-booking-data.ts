import { useQuery } from '@tanstack/react-query';
import { useStoreParams } from '../../app/use-store-params';
import { serviceMenuQuery } from '../menu/queries';
import { useStoreSetting } from '../store/queries';
import { useCartRepair } from './cart-store';

/** The store, its service menu and the page's scope; repairs the stored cart once both are known. */
export function useBookingData() {
  const params = useStoreParams();
  const store = useStoreSetting();
  const menu = useQuery(serviceMenuQuery(params.cname, params.userId));
  useCartRepair(params.cname, params.userId, store, menu.data);
  const base = { cname: params.cname, userId: params.userId };
  return { params, base, cname: params.cname, pageUserId: params.userId, store, menu };
}
