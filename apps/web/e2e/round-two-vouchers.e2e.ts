import { LANGUAGES } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseFirstFreeDay } from './booking-support';
import { apiCall, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, type Lang, useLanguage } from './round-two-support';

/**
 * Issue 28, point 5: only offer what can apply. At checkout a voucher that cannot apply to the cart
 * is greyed with the reason (the domain's voucherUnfit, the API's own check): 染髮 9 折券 on a cut
 * says 僅限染髮, 滿千折 200 on an $800 cut says 滿 $1,000 可用; neither can be ticked, so no
 * 無法確認預約 pops up; one that applies is ticked and taken off the total, and is greyed again
 * once a service ticket pays what it needed.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

/**
 * From the menu to checkout with one service of the demo store, with Mia (the service's own price:
 * "any designer" may be given Amber or Kevin, whose cut is $1,200 or $1,000), the first free time.
 */
async function serviceToCheckout(serviceId: string, lang: Lang): Promise<void> {
  await page.goto(`${baseUrl}/demo/menu`);
  const service = page.getByTestId(`service-${serviceId}`);
  await service.getByRole('link').first().click();
  await service.getByRole('button', { name: lang === 'en' ? 'Add to booking' : '加入預約' }).click();
  await page.getByRole('link', { name: lang === 'en' ? 'Choose a time' : '選擇時間' }).click();
  await page.getByTestId(`designer-${serviceId}-mia`).click();
  await chooseFirstFreeDay(page, 2);
  await page.getByTestId('slots').getByRole('button').first().click();
  await page.getByRole('button', { name: lang === 'en' ? 'Next' : '下一步' }).click();
  await page.waitForURL('**/demo/checkout');
}

const REASONS = {
  'zh-TW': { color: '僅限染髮', welcome: '滿 $1,000 可用' },
  en: { color: 'Only for Colour', welcome: 'For $1,000 or more' },
} as const;

describe('only offer what can apply (issue 28, point 5)', () => {
  it.each(LANGUAGES)(
    '%s: on an 800-dollar cut both vouchers are greyed with their reason and cannot be ticked',
    async (lang) => {
      await useLanguage(context, lang);
      const login = await signedInCustomer(context, baseUrl);
      await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
      await serviceToCheckout('cut-wash', lang);
      const picker = page.getByTestId('wallet-picker');
      const color = picker.getByTestId('voucher-option-color-90');
      const welcome = picker.getByTestId('voucher-option-welcome-200');
      expect(await color.getByTestId('voucher-unfit').textContent()).toBe(REASONS[lang].color);
      expect(await welcome.getByTestId('voucher-unfit').textContent()).toBe(REASONS[lang].welcome);
      expect(await color.getByRole('checkbox').isDisabled()).toBe(true);
      expect(await welcome.getByRole('checkbox').isDisabled()).toBe(true);
      // Clicking the greyed row changes nothing and asks nothing.
      await color.click({ force: true });
      await page.waitForTimeout(500);
      expect(await page.getByTestId('booking-failure').count()).toBe(0);
      expect(await color.getByRole('checkbox').isChecked()).toBe(false);
      await color.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/round-two-vouchers-greyed-${lang}.png` });
      await expectAxeClean(page);
    },
    120_000,
  );

  it('on a $1,500 treatment the minimum is met: 滿千折 200 is ticked and taken off; the colour voucher stays greyed', async () => {
    const login = await signedInCustomer(context, baseUrl);
    await apiCall(baseUrl, 'POST', '/test/wallet', { token: login.token, body: {} });
    await serviceToCheckout('care-treatment', 'zh-TW');
    const picker = page.getByTestId('wallet-picker');
    const welcome = picker.getByTestId('voucher-option-welcome-200');
    expect(await welcome.getByTestId('voucher-unfit').count()).toBe(0);
    expect(await picker.getByTestId('voucher-option-color-90').getByTestId('voucher-unfit').textContent()).toBe(
      '僅限染髮',
    );
    await welcome.getByRole('checkbox').check();
    await page.getByText('−$200').first().waitFor();
    expect(await page.getByTestId('booking-failure').count()).toBe(0);

    // The 護髮 ticket pays the treatment whole: nothing is left for 滿千折's minimum, and it says so
    // before it is ticked (the order API would refuse it with the ticket).
    await welcome.getByRole('checkbox').uncheck();
    await picker.getByRole('radio', { name: /結構式護髮/ }).check();
    await expect.poll(() => welcome.getByTestId('voucher-unfit').textContent()).toBe('滿 $1,000 可用');
    expect(await welcome.getByRole('checkbox').isDisabled()).toBe(true);
  }, 120_000);
});
