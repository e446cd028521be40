import i18next from 'i18next';
import { initI18n } from '#web/lib/i18n';
import { loadScreenTexts } from '#web/lib/screen-texts';
import calendarEn from './locales/calendar.en.json';
import calendarZhTW from './locales/calendar.zh-TW.json';
import invoicesEn from './locales/invoices.en.json';
import invoicesZhTW from './locales/invoices.zh-TW.json';
import manageEn from './locales/manage.en.json';
import manageZhTW from './locales/manage.zh-TW.json';
import menuEn from './locales/menu.en.json';
import menuZhTW from './locales/menu.zh-TW.json';
import en from './locales/staff.en.json';
import zhTW from './locales/staff.zh-TW.json';

/**
 * The staff texts: the namespace 'staff', in zh-TW and English, both in the staff app's chunk (no
 * customer page loads them). The app's i18next (the stored language, the kit's texts) starts first.
 */
export async function initStaffI18n() {
  // The customer screens' texts too: settings show the cancellation policy as customers read it (PolicyList).
  await Promise.all([initI18n(), loadScreenTexts()]);
  i18next.addResourceBundle('zh-TW', 'staff', zhTW, true, true);
  i18next.addResourceBundle('en', 'staff', en, true, true);
  // The management pages' texts (team, settings, customers, audit, figures) merge into the same namespace.
  i18next.addResourceBundle('zh-TW', 'staff', manageZhTW, true, true);
  i18next.addResourceBundle('en', 'staff', manageEn, true, true);
  // The menu and retail editors' texts.
  i18next.addResourceBundle('zh-TW', 'staff', menuZhTW, true, true);
  i18next.addResourceBundle('en', 'staff', menuEn, true, true);
  // The calendar's desk texts (ended bookings, drag, the inbox, a designer's day: issue 38).
  i18next.addResourceBundle('zh-TW', 'staff', calendarZhTW, true, true);
  i18next.addResourceBundle('en', 'staff', calendarEn, true, true);
  // The e-invoices' texts (issue 41).
  i18next.addResourceBundle('zh-TW', 'staff', invoicesZhTW, true, true);
  i18next.addResourceBundle('en', 'staff', invoicesEn, true, true);
  await i18next.loadNamespaces('staff');
}
