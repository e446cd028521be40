import type { DisplayLocale, ZoneOffsetHint } from '@salon/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The id of the `<script type="application/json">` the server writes after a rendered page's markup. */
export const SSR_DATA_ID = 'salon-ssr';

/**
 * What a server-rendered page inlines, once: its routes' loader data, its queries' answers, its
 * language, and the store's zone offset around the render (so hydration reads the store's wall
 * clock without making a zoned Intl formatter, @salon/domain wallClock; null across a DST change).
 */
export interface SsrState {
  router: { loaderData: Record<string, unknown> };
  queries: DehydratedState;
  lang: DisplayLocale;
  clock: ZoneOffsetHint | null;
}

/** The state of a page the server rendered, or null (the SPA's plain index.html, or unreadable). */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Marks `<html data-hydrated>` once React has taken over the page (hydrated the server's markup or
 * rendered it): until then a server-rendered page shows but does not answer taps. The browser
 * tests wait for it after each navigation (e2e/browser.ts). Renders nothing, on both sides.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
