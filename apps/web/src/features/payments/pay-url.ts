import type { DisplayLocale } from '@salon/domain';

/** The page's address in a browser; null on the server, which renders without `window`. */
const pageAddress = () => (typeof window === 'undefined' ? null : window.location.href);

/**
 * Where to pay, in the customer's language: a page this server serves (the sandbox provider's)
 * is asked for English with `lang=en`; a real provider's address is never changed. A path of ours
 * stays a path, so the server's render (no page address) and the browser's give the same link.
 */
export function payUrl(url: string, locale: DisplayLocale, here: string | null = pageAddress()): string {
  if (locale !== 'en') return url;
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = new URL(url, 'http://ours.invalid');
    path.searchParams.set('lang', 'en');
    return `${path.pathname}${path.search}${path.hash}`;
  }
  const target = new URL(url);
  if (here === null || target.origin !== new URL(here).origin) return url;
  target.searchParams.set('lang', 'en');
  return target.toString();
}
