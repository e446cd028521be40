import type { DisplayLocale } from '@salon/domain';

/**
 * Where to pay, in the customer's language: a page this server serves (the sandbox provider's)
 * is asked for English with `lang=en`; a real provider's address is never changed.
 */
export function payUrl(url: string, locale: DisplayLocale, here: string = window.location.href): string {
  const target = new URL(url, here);
  if (locale !== 'en' || target.origin !== new URL(here).origin) return url;
  target.searchParams.set('lang', 'en');
  return target.toString();
}
