import { LANGUAGES } from '@salon/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { check, type Report } from './axe-check';
import { launchBrowser } from './browser';
import { OWNER, openStaffPage, signIn, TABLET } from './staff-support';

/**
 * axe-core over the menu and retail editors on the front-desk tablet (1024×768, touch), in zh-TW
 * and English: the menu, a service in the side panel, the retail list and the adjust-stock dialog.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

describe.each(LANGUAGES)('the menu and retail editors in %s', (lang) => {
  it('have no critical or serious axe violation and touch targets of 44 px', async () => {
    const opened = await openStaffPage(browser, TABLET, { lang });
    context = opened.context;
    const { page } = opened;
    const reports: Report[] = [];
    await signIn(page, baseUrl, OWNER);
    await page.goto(`${baseUrl}/demo/staff/menu`);
    await page.getByTestId('service-cut-wash').waitFor();
    reports.push(await check(page, 'menu'));
    await page
      .getByTestId('service-cut-wash')
      .getByRole('button', { name: lang === 'en' ? /^Edit/ : /^編輯/ })
      .click();
    await page.getByTestId('service-form').waitFor();
    reports.push(await check(page, 'service panel'));
    await page.locator('#service-price').fill('-1');
    await page.getByTestId('service-form').locator('button[type="submit"]').click();
    await page.locator('#service-price[aria-invalid="true"]').waitFor();
    reports.push(await check(page, 'service panel refused'));
    await page.keyboard.press('Escape');
    // A service with options: each option's prices per designer, opened.
    await page
      .getByTestId('service-color-single')
      .getByRole('button', { name: lang === 'en' ? /^Edit/ : /^編輯/ })
      .click();
    await page.getByTestId('sub-item-terms-long').locator('summary').click();
    reports.push(await check(page, 'option prices'));
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/demo/staff/retail`);
    await page.getByTestId('retail-item-wax').waitFor();
    reports.push(await check(page, 'retail'));
    await page.getByTestId('retail-item-wax').getByRole('button').first().click();
    await page.getByTestId('stock-dialog').waitFor();
    reports.push(await check(page, 'stock dialog'));
    expect(reports.filter((r) => r.violations.length > 0)).toEqual([]);
    expect(reports.filter((r) => r.small.length > 0)).toEqual([]);
  }, 240_000);
});
