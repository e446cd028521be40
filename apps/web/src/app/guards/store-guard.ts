import type { LoaderFunctionArgs } from 'react-router';
import { renewLoginWhenDue } from '#web/features/auth/api/renew-token';
import { storeQuery } from '#web/features/store/api/store-setting';
import { queryClient } from '#web/lib/query-client';
import { liffGuard } from './liff-guard';
import { redirectIfRewritten } from './rewrite-guard';

/**
 * Store guard: loads the store before any screen under /:cname/:userId? renders.
 * Throws when cname is missing or the store fails to load; the route's error screen tells an
 * unknown store (404) from a store that refuses designer pages. Before the store call, the stored
 * login is renewed when it expires within 29 days (a failed renewal removes it); after it, inside
 * LINE, the LIFF guard signs in.
 */
export async function storeGuard({ request, params }: LoaderFunctionArgs) {
  redirectIfRewritten(request);
  if (!params.cname) throw new Error('cname is required');
  await renewLoginWhenDue(params.cname);
  const store = await queryClient.ensureQueryData(storeQuery(params.cname, params.userId));
  await liffGuard(request, { cname: params.cname, userId: params.userId ?? null }, store.liffId);
  return null;
}

/**
 * On a page the server rendered, the guard still runs once in the browser (login renewal, LINE
 * sign-in) while the page shows the server's markup; the store it reads is already in the cache.
 */
storeGuard.hydrate = true;
