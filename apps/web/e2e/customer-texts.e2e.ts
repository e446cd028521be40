import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';

/**
 * Texts a customer meets when something is off: the API out of reach (said in their language, with a
 * retry that works once the network is back), and the birthday picker offering only real days.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});

const API = '**/api/**';
const offline = () => page.route(API, (route) => route.abort('internetdisconnected'));
const online = () => page.unroute(API);

const useEnglish = () => context.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);

describe('the API cannot be reached', () => {
  it.each([
    ['zh-TW', '無法連線', /網路連線似乎中斷了/, '再試一次'],
    ['en', 'No connection', /The connection seems to be down/, 'Try again'],
  ] as const)(
    'says so in %s, with a retry that brings the page once the network is back',
    async (lang, title, text, retry) => {
      if (lang === 'en') await useEnglish();
      await offline();
      // A page the browser renders: the store page comes from the server with its data (server-render.e2e.ts).
      await page.goto(`${baseUrl}/demo/terms`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(text).waitFor();
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).not.toMatch(/Network Error|Failed to fetch/i);

      // Still offline: the retry keeps the customer on this screen (not the browser's offline page).
      await page.getByRole('button', { name: retry }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/demo/terms');
      // That retry is over (its button is ready again) before the network comes back; otherwise
      // it would bring the page itself and leave no button to press (flaky under load).
      await expect.poll(() => page.getByRole('button', { name: retry }).isEnabled(), { timeout: 20_000 }).toBe(true);

      await online();
      await page.getByRole('button', { name: retry }).click();
      await page.getByTestId('terms-policy').first().waitFor();
    },
  );

  it('a section that cannot load says the connection is down, and its retry loads it', async () => {
    await signedInCustomer(context, baseUrl);
    const customerCall = '**/api/customer?*';
    await page.route(customerCall, (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/demo/user/profile`);
    const alert = page.getByRole('alert').filter({ hasText: '無法連線' });
    await alert.waitFor();
    await page.unroute(customerCall);
    await alert.getByRole('button', { name: '再試一次' }).click();
    await page.getByTestId('profile-name').getByText('林').waitFor();
  });
});

describe('the birthday picker', () => {
  const dayOptions = () =>
    page
      .getByLabel('出生日')
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('offers the days of the chosen month: 29 in February 2024, 28 in February 2025, 30 in April', async () => {
    await signedInCustomer(context, baseUrl, { info: { birth: null } });
    await page.goto(`${baseUrl}/demo/user/profile/editor`);
    const year = page.getByLabel('出生年');
    const month = page.getByLabel('出生月');
    const date = page.getByLabel('出生日');
    await year.waitFor();
    expect(await dayOptions()).toEqual(range(31));

    await year.selectOption('2024');
    await month.selectOption('2');
    await expect.poll(dayOptions).toEqual(range(29));
    await year.selectOption('2025');
    await expect.poll(dayOptions).toEqual(range(28));
    await month.selectOption('4');
    await expect.poll(dayOptions).toEqual(range(30));

    // A day the new month does not have is cleared, and saying nothing about it is not accepted.
    await month.selectOption('1');
    await date.selectOption('31');
    await month.selectOption('6');
    await expect.poll(() => date.inputValue()).toBe('');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByText('請選擇完整的生日（年、月、日）').waitFor();

    await date.selectOption('30');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.waitForURL(`${baseUrl}/demo/user/profile`);
    await page.getByTestId('profile-birth').getByText('2025/06/30').waitFor();
  });
});
