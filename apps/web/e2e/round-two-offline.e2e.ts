import { LANGUAGES } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { treatmentToCheckout } from './booking-support';
import { signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, useLanguage } from './round-two-support';

/**
 * Issue 28, point 3: offline is not a dead end. With the network cut (context.setOffline) the app
 * says the connection is gone in the customer's language, offers a retry, keeps what was typed,
 * carries on by itself when the network is back, and never reloads into the browser's error page.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const TEXTS = {
  'zh-TW': {
    member: '會員',
    screen: '無法連線',
    banner: '網路連線中斷',
    submit: '網路連線中斷，這次沒有送出。已填寫的內容都還在，恢復連線後再按一次即可。',
  },
  en: {
    member: 'Account',
    screen: 'No connection',
    banner: 'You are offline',
    submit:
      'The connection is down, so nothing was sent. What you entered is still here; once you are back online, tap it again.',
  },
} as const;

const notBrowserErrorPage = (p: Page) => expect(p.url()).not.toMatch(/^chrome-error:/);

describe('offline is not a dead end (issue 28, point 3)', () => {
  it.each(LANGUAGES)(
    '%s: a screen whose code is not loaded yet says the connection is gone, then opens by itself once online',
    async (lang) => {
      const text = TEXTS[lang];
      await useLanguage(context, lang);
      await signedInCustomer(context, baseUrl);
      await page.goto(`${baseUrl}/demo/store`);
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.getByRole('navigation').getByRole('link', { name: text.member, exact: true }).click();
      await page.getByRole('heading', { name: text.screen }).waitFor();
      // No reload into the browser's own page: the app stays, with a way to try again.
      await page.waitForTimeout(1500);
      notBrowserErrorPage(page);
      expect(await page.getByRole('heading', { name: text.screen }).isVisible()).toBe(true);
      await page.getByRole('button', { name: lang === 'en' ? 'Try again' : '再試一次' }).click();
      await page.waitForTimeout(500);
      notBrowserErrorPage(page);
      await page.screenshot({ path: `screenshots/round-two-offline-screen-${lang}.png` });
      await expectAxeClean(page);

      await context.setOffline(false);
      await page
        .getByText(/^0\d{3} \d{3} \d{3}$/)
        .first()
        .waitFor();
      expect(page.url()).toMatch(/\/demo\/user\/profile$/);
    },
    90_000,
  );

  it.each(LANGUAGES)(
    '%s: a page whose data cannot load shows the offline notice with a retry, and fills in once online',
    async (lang) => {
      const text = TEXTS[lang];
      await useLanguage(context, lang);
      await page.goto(`${baseUrl}/demo/retail`);
      await page.locator('article[data-testid^="retail-"]').first().waitFor();
      await page.goto(`${baseUrl}/demo/store`);
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      // The retail list's cached answer is gone after its 3 s; the page's code is cached.
      await page.waitForTimeout(3500);
      await page
        .getByRole('navigation')
        .getByRole('link', { name: lang === 'en' ? 'Shop' : '商品', exact: true })
        .click();
      const banner = page.getByTestId('offline-banner');
      await banner.getByText(text.banner).waitFor();
      await page.getByRole('button', { name: lang === 'en' ? 'Try again' : '再試一次' }).click();
      await banner.getByText(lang === 'en' ? 'Still no connection.' : '仍然無法連線', { exact: false }).waitFor();
      await page.screenshot({ path: `screenshots/round-two-offline-banner-${lang}.png` });
      await expectAxeClean(page);
      notBrowserErrorPage(page);

      await context.setOffline(false);
      await banner.waitFor({ state: 'detached' });
      await page.waitForURL(/\/demo\/retail$/);
      await page.locator('article[data-testid^="retail-"]').first().waitFor();
    },
    90_000,
  );

  it('checkout offline: 確認預約 says the connection is down (not the salon), keeps the notes, and books once online', async () => {
    await signedInCustomer(context, baseUrl);
    await treatmentToCheckout(page, baseUrl, 'demo');
    const notes = page.getByRole('textbox', { name: '備註' });
    await notes.fill('頭髮很長，想剪短一點');
    await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
    await context.setOffline(true);
    await page.getByRole('button', { name: '確認預約' }).click();
    const dialog = page.getByTestId('booking-failure');
    await dialog.getByText(TEXTS['zh-TW'].submit).waitFor();
    expect(await dialog.textContent()).not.toContain('服務暫時無法使用');
    await page.screenshot({ path: 'screenshots/round-two-offline-checkout.png' });
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });
    notBrowserErrorPage(page);
    expect(page.url()).toMatch(/\/demo\/checkout$/);
    expect(await notes.inputValue()).toBe('頭髮很長，想剪短一點');
    expect(await page.getByLabel('我已閱讀並同意服務條款與取消政策').isChecked()).toBe(true);

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.waitForURL(/\/demo\/booking\/[\w-]+/);
  }, 120_000);
});
