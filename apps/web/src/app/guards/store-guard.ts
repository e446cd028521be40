import type { LoaderFunctionArgs } from 'react-router';
import { renewLoginWhenDue } from '../../features/auth/api/renew-token';
import { storeQuery } from '../../features/store/api/store-setting';
import { queryClient } from '../../lib/query-client';
import { liffGuard } from './liff-guard';
import { redirectIfRewritten } from './rewrite-guard';

/**
 * Store guard (spec section 2): loads the store before any screen under /:cname/:userId? renders.
 * Throws when cname is missing or the store fails to load; the route's error screen tells an
 * unknown store (404) from a store that refuses designer pages. Before the store call, the stored
 * login is renewed when due (spec section 4); after it, inside LINE, the LIFF guard signs in.
 */
export async function storeGuard({ request, params }: LoaderFunctionArgs) {
  redirectIfRewritten(request);
  if (!params.cname) throw new Error('cname is required');
  await renewLoginWhenDue(params.cname);
  const store = await queryClient.ensureQueryData(storeQuery(params.cname, params.userId));
  await liffGuard(request, { cname: params.cname, userId: params.userId ?? null }, store.liffId);
  return null;
}
