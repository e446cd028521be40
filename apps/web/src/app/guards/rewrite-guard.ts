import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pendingActionOf, rememberPendingAction } from '../pending-action';
import { rewriteLocation } from '../route-rewrite';
import { matchRoutePath } from '../routes';

/**
 * Throws the redirect a rewritten URL needs (query cname/userId, redirectUri, liff.state). A link
 * to a detail page (redirectUri bookingDetail, formDetail, retailOrderDetail) is remembered for its
 * store until the customer arrives there.
 */
export function redirectIfRewritten(request: Request): void {
  const url = new URL(request.url);
  const rewrite = rewriteLocation(url);
  if (rewrite.type !== 'redirect') return;
  const action = pendingActionOf(url.searchParams);
  const cname = url.searchParams.get('cname') ?? matchRoutePath(url.pathname)?.params.cname;
  if (action && cname) rememberPendingAction(cname, action);
  throw redirect(rewrite.to);
}

export function rewriteLoader({ request }: LoaderFunctionArgs) {
  redirectIfRewritten(request);
  return null;
}
