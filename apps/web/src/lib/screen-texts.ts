import { AUTH_ERRORS, GENERIC_ERRORS } from '@salon/contract';
import i18next from 'i18next';
import { i18nStarted } from './i18n';

async function addScreenTexts(): Promise<void> {
  const [screens, booking, auth] = await Promise.all([
    import('../locales/screens.zh-TW.json'),
    import('../locales/booking.zh-TW.json'),
    import('../locales/auth.zh-TW.json'),
    i18nStarted,
  ]);
  i18next.addResourceBundle('zh-TW', 'translation', screens.default, true, false);
  i18next.addResourceBundle('zh-TW', 'translation', booking.default, true, false);
  // Sign-in's zh-TW API error texts are the contract's, never retyped.
  const authTexts = { ...auth.default, apiErrors: { ...GENERIC_ERRORS, ...AUTH_ERRORS } };
  i18next.addResourceBundle('zh-TW', 'auth', authTexts, true, false);
}

let loading: Promise<void> | null = null;

/**
 * The zh-TW texts of the screens past the store page: menu, retail, payments, terms, forms and
 * wallet (screens.zh-TW.json, 7 KB), booking and notifications (booking.zh-TW.json, 16 KB) and
 * sign-in ('auth', 6 KB). The store page's first screen shows none
 * of them, so they load with the other screens (app/router.tsx), the LINE login error dialog and the
 * staff app, not with the page every visitor opens first. zh-TW is every language's fallback, so
 * English pages load them too; English has its own with en.json (lib/i18n.ts).
 */
export function loadScreenTexts(): Promise<void> {
  loading ??= addScreenTexts().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
