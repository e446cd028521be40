import { type LoaderFunctionArgs, redirect } from 'react-router';
import { rewriteLocation } from '../route-rewrite';

/** Throws the redirect a rewritten URL needs (query cname/userId, redirectUri, liff.state). */
export function redirectIfRewritten(request: Request): void {
  const url = new URL(request.url);
  const rewrite = rewriteLocation(url);
  if (rewrite.type === 'redirect') throw redirect(rewrite.to);
}

export function rewriteLoader({ request }: LoaderFunctionArgs) {
  redirectIfRewritten(request);
  return null;
}
