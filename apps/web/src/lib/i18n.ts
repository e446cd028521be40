import { type DisplayLocale, LANGUAGES } from '@salon/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import zhTW from '../locales/zh-TW.json';
import { setEnglishCatalogue } from './error-catalogue';
import { browserStorage, LANGUAGE_KEY } from './storage';

const HTML_LANG: Record<DisplayLocale, string> = { 'zh-TW': 'zh-Hant-TW', en: 'en' };

const isLanguage = (value: unknown): value is DisplayLocale => LANGUAGES.includes(value as DisplayLocale);

/** Namespaces: the screens' texts ('translation', with the booking texts in it) and sign-in ('auth'). */
const NAMESPACES = ['translation', 'auth'];

/**
 * English is its own chunk, fetched only when chosen (or stored): zh-TW, the default, ships with
 * the entry. i18next asks this backend for any language and namespace it was not given.
 */
const englishOnDemand: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    loadEnglish(language, namespace).then(
      (texts) => done(null, texts),
      (error: Error) => done(error, null),
    );
  },
};

async function loadEnglish(language: string, namespace: string): Promise<ResourceKey> {
  if (language !== 'en') return {};
  // Sign-in's API error texts are the contract's English catalogue, as its zh-TW ones are the contract's.
  if (namespace === 'auth') {
    const [texts, { ERROR_TEXTS_EN }] = await Promise.all([
      import('../locales/auth.en.json'),
      import('./english-errors'),
    ]);
    return { ...texts.default, apiErrors: { ...ERROR_TEXTS_EN.generic, ...ERROR_TEXTS_EN.auth } };
  }
  const [base, screens, booking, errors] = await Promise.all([
    import('../locales/en.json'),
    import('../locales/screens.en.json'),
    import('../locales/booking.en.json'),
    import('./english-errors'),
  ]);
  setEnglishCatalogue(errors.englishMessage);
  // The booking and screens' texts join the default namespace deeply (booking's `routes` titles add to the others).
  i18next.addResourceBundle('en', 'translation', base.default, true, true);
  i18next.addResourceBundle('en', 'translation', booking.default, true, true);
  i18next.addResourceBundle('en', 'translation', screens.default, true, true);
  return i18next.getResourceBundle('en', 'translation');
}

/** The cookie the server reads to render a page in the visitor's language (http/ssr.ts in the API). */
const LANGUAGE_COOKIE = 'salon_lang';

/** The language named by a request's Cookie header (or `document.cookie`), zh-TW without one. */
export function languageOfCookies(cookies: string | null | undefined): DisplayLocale {
  const value = cookies?.match(/(?:^|;\s*)salon_lang=([^;]*)/)?.[1];
  return isLanguage(value) ? value : 'zh-TW';
}

/** The browser's own language, as its Accept-Language says it: English or Chinese, else null. */
function browserLanguage(): DisplayLocale | null {
  for (const tag of navigator.languages ?? []) {
    const lower = tag.toLowerCase();
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
    if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-TW';
  }
  return null;
}

/**
 * The visitor's language: local storage (where the app has always kept it), else the cookie, else
 * the language the server rendered this page in (it read the browser's Accept-Language, issue
 * 43.11: hydration must not flip it), else the browser's, else zh-TW. The cookie mirrors it for the
 * server; where they differ (storage written by hand, or a choice made before the cookie existed)
 * this page is rendered in the browser and the cookie fixed.
 */
function storedLanguage(rendered: DisplayLocale | null): DisplayLocale {
  const stored = browserStorage('local')?.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  if (/(?:^|;\s*)salon_lang=/.test(document.cookie)) return languageOfCookies(document.cookie);
  return rendered ?? browserLanguage() ?? 'zh-TW';
}

function rememberLanguage(language: DisplayLocale) {
  document.documentElement.lang = HTML_LANG[language];
  browserStorage('local')?.setItem(LANGUAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and from Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

let markStarted: () => void = () => {};
/** Resolved once i18next holds its resources: texts loaded later (lib/screen-texts.ts) are added after that. */
export const i18nStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Starts i18next in `lng` (once), or switches it: the server renders each page in its visitor's language. */
export async function startI18n(lng: DisplayLocale) {
  if (i18next.isInitialized) {
    if (i18next.language !== lng) await i18next.changeLanguage(lng);
    return i18next;
  }
  i18next.use(englishOnDemand).use(initReactI18next);
  await i18next.init({
    // The other screens' zh-TW texts (booking, sign-in) come with those screens: lib/screen-texts.ts.
    resources: { 'zh-TW': { translation: zhTW } },
    partialBundledLanguages: true,
    ns: NAMESPACES,
    lng,
    fallbackLng: 'zh-TW',
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next logs a notice of its sponsor at start; with DevTools (or a test's browser) attached, a
    // console call records a stack and V8 re-parses the page's scripts for it (~90 ms at CPU ×4).
    showSupportNotice: false,
  });
  markStarted();
  return i18next;
}

/**
 * Starts i18next in the visitor's language; resolves once its texts are in, so the first paint is in
 * it. The cookie is written with it, and on every change.
 */
export async function initI18n(rendered: DisplayLocale | null = null) {
  const lng = storedLanguage(rendered);
  rememberLanguage(lng);
  await startI18n(lng);
  i18next.on('languageChanged', (next) => {
    if (isLanguage(next)) rememberLanguage(next);
  });
  return i18next;
}

/**
 * The language shown, outside React (query keys, data read in it): i18next's once started, the
 * stored choice before (main.tsx starts the first page's requests before i18next is up).
 */
export function currentLocale(): DisplayLocale {
  const language = i18next.isInitialized ? i18next.language : browserStorage('local')?.getItem(LANGUAGE_KEY);
  return language === 'en' ? 'en' : 'zh-TW';
}

/** The current language as the domain formatters take it. */
export function useDisplayLocale(): DisplayLocale {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh-TW';
}
