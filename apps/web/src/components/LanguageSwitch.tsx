import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../lib/i18n';

/** 中文 ⇄ English; the label shows the language it switches to. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = useDisplayLocale();
  const next = locale === 'zh-TW' ? 'en' : 'zh-TW';
  return (
    <button
      type="button"
      onClick={() => i18n.changeLanguage(next)}
      aria-label={t('app.language')}
      lang={next === 'en' ? 'en' : 'zh-Hant-TW'}
      // 32 px to the eye; the ::before extends the touch target to 44 px high.
      className={`relative inline-flex h-8 min-w-11 items-center justify-center rounded-full border border-line bg-white/80 px-3 text-xs font-medium text-muted transition before:absolute before:inset-x-0 before:-inset-y-1.5 before:content-[''] hover:border-brand-300 hover:text-brand-700 ${className}`}
    >
      {t('app.languageShort')}
    </button>
  );
}
