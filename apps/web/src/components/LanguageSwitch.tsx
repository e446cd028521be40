import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../lib/i18n';

/**
 * 中文 ⇄ English. The visible label is the language it switches to, marked with that language; the
 * accessible name starts with "switch language" in the current language and ends with the visible
 * label, so a voice user can say what they see (WCAG 2.5.3).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = useDisplayLocale();
  const next = locale === 'zh-TW' ? 'en' : 'zh-TW';
  return (
    <button
      type="button"
      onClick={() => i18n.changeLanguage(next)}
      className={`inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-full border border-line bg-white/80 px-3 text-xs font-medium text-muted transition hover:border-brand-300 hover:text-brand-700 ${className}`}
    >
      <span className="sr-only">{t('app.language')} </span>
      <span lang={next === 'en' ? 'en' : 'zh-Hant-TW'}>{t('app.languageShort')}</span>
    </button>
  );
}
