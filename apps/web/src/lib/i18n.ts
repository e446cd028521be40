import { AUTH_ERRORS, ERROR_TEXTS_EN, GENERIC_ERRORS } from '@salon/contract';
import type { DisplayLocale } from '@salon/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import authZhTW from '../locales/auth.zh-TW.json';
import bookingZhTW from '../locales/booking.zh-TW.json';
import zhTW from '../locales/zh-TW.json';
import { browserStorage, LANGUAGE_KEY } from './storage';

const LANGUAGES = ['zh-TW', 'en'] as const satisfies readonly DisplayLocale[];

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
  if (namespace === 'auth')
    return {
      ...(await import('../locales/auth.en.json')).default,
      apiErrors: { ...ERROR_TEXTS_EN.generic, ...ERROR_TEXTS_EN.auth },
    };
  const [base, booking] = await Promise.all([import('../locales/en.json'), import('../locales/booking.en.json')]);
  // Booking texts join the default namespace deeply, so their `routes` titles add to the others.
  i18next.addResourceBundle('en', 'translation', base.default, true, true);
  i18next.addResourceBundle('en', 'translation', booking.default, true, true);
  return i18next.getResourceBundle('en', 'translation');
}

/** Starts i18next in the stored language; resolves once its texts are in, so the first paint is in it. */
export async function initI18n() {
  const stored = browserStorage('local')?.getItem(LANGUAGE_KEY);
  const lng: DisplayLocale = isLanguage(stored) ? stored : 'zh-TW';
  document.documentElement.lang = HTML_LANG[lng];
  i18next.use(englishOnDemand).use(initReactI18next);
  await i18next.init({
    resources: {
      // Sign-in texts: their zh-TW API error texts are the contract's, never retyped.
      'zh-TW': {
        translation: zhTW,
        auth: { ...authZhTW, apiErrors: { ...GENERIC_ERRORS, ...AUTH_ERRORS } },
      },
    },
    partialBundledLanguages: true,
    ns: NAMESPACES,
    lng,
    fallbackLng: 'zh-TW',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18next.addResourceBundle('zh-TW', 'translation', bookingZhTW, true, false);
  i18next.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    document.documentElement.lang = HTML_LANG[next];
    browserStorage('local')?.setItem(LANGUAGE_KEY, next);
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
