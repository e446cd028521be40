import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';

/** 中文 ⇄ English for the staff app: the visible label is the language it switches to. */
export function StaffLanguageSwitch() {
  const { t, i18n } = useStaffT();
  const locale = useStaffLocale();
  const next = locale === 'zh-TW' ? 'en' : 'zh-TW';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-medium ring-1 ring-line hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span className="sr-only">{t('nav.language')} </span>
      <span lang={next === 'en' ? 'en' : 'zh-Hant-TW'}>{next === 'en' ? 'English' : '中文'}</span>
    </button>
  );
}
