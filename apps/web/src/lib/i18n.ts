import { AUTH_ERRORS, GENERIC_ERRORS } from '@salon/contract';
import type { DisplayLocale } from '@salon/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import authEn from '../locales/auth.en.json';
import authZhTW from '../locales/auth.zh-TW.json';
import bookingEn from '../locales/booking.en.json';
import bookingZhTW from '../locales/booking.zh-TW.json';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';
import { browserStorage, LANGUAGE_KEY } from './storage';

export const LANGUAGES = ['zh-TW', 'en'] as const satisfies readonly DisplayLocale[];

const HTML_LANG: Record<DisplayLocale, string> = { 'zh-TW': 'zh-Hant-TW', en: 'en' };

const isLanguage = (value: unknown): value is DisplayLocale => LANGUAGES.includes(value as DisplayLocale);

export function initI18n() {
  const stored = browserStorage('local')?.getItem(LANGUAGE_KEY);
  const lng: DisplayLocale = isLanguage(stored) ? stored : 'zh-TW';
  i18next.use(initReactI18next).init({
    resources: { 'zh-TW': { translation: zhTW }, en: { translation: en } },
    lng,
    fallbackLng: 'zh-TW',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Booking texts join the default namespace (deep, so their `routes` titles add to the others).
  i18next.addResourceBundle('zh-TW', 'translation', bookingZhTW, true, false);
  i18next.addResourceBundle('en', 'translation', bookingEn, true, false);
  // Sign-in texts: namespace 'auth'; their zh-TW API error texts are the contract's, never retyped.
  i18next.addResourceBundle('zh-TW', 'auth', { ...authZhTW, apiErrors: { ...GENERIC_ERRORS, ...AUTH_ERRORS } });
  i18next.addResourceBundle('en', 'auth', authEn);
  document.documentElement.lang = HTML_LANG[lng];
  i18next.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    document.documentElement.lang = HTML_LANG[next];
    browserStorage('local')?.setItem(LANGUAGE_KEY, next);
  });
  return i18next;
}

/** The current language as the domain formatters take it. */
export function useDisplayLocale(): DisplayLocale {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh-TW';
}
