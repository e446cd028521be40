import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { apiCall, bookViaApi, randomMobile, registerCustomer, serverNow, storeLogin } from './fixtures';
import { expectAxeClean, type Lang, useLanguage } from './round-two-support';

/**
 * Issue 43: English after the menu (point 5: what was booked or bought keeps its English name, and
 * English messages use it without 【】), the store page's first HTML in the customer's language
 * (point 11), and the product page without JavaScript (point 13).
 */

const baseUrl = inject('baseUrl');
const shared = useBrowserPerFile();

const TEXTS = {
  en: {
    dye: 'Single-colour dye',
    record: 'Single-colour dye (Medium hair)',
    option: 'Medium hair',
    mask: 'Deep repair hair mask 200ml',
    form: 'Colour and perm consent',
    hours: 'Opening hours',
  },
  'zh-TW': {
    dye: '單色染髮',
    record: '單色染髮（中長髮）',
    option: '中長髮',
    mask: '深層修護髮膜 200ml',
    form: '燙染同意書',
    hours: '營業時間',
  },
} as const;

const dye = [{ productId: 'color-single', userId: 'amber', subItemId: 'medium' }];

/** A signed-in customer whose messages are in `lang`, with a dye booked and a hair mask ordered through the API. */
async function customerWithOrders(lang: Lang) {
  const phone = randomMobile().e164;
  const login = await registerCustomer(baseUrl, { phone });
  await apiCall(baseUrl, 'PUT', '/customer/notifications', { body: { language: lang }, token: login.token });
  const from = (await serverNow(baseUrl)) + 10 * 86400;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * 86400, events: dye, customerCount: 1 },
  });
  const { bookingId } = await bookViaApi(baseUrl, login.token, { events: dye, startTime: slots[0]! });
  const { pickId } = await apiCall<{ pickId: string }>(baseUrl, 'POST', '/bookings/pickupOrders', {
    body: { items: [{ productId: 'hair-mask', quantity: 1 }], paymentMethod: 'Cash', customerNotes: '' },
    token: login.token,
  });
  return { phone, login, bookingId, pickId };
}

/** The messages the dev outbox holds for a phone, waiting for the booking's confirmation (the worker sends it). */
async function confirmationFor(phone: string): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const outbox = await apiCall<{ kind?: string; text: string }[]>(
      baseUrl,
      'GET',
      `/dev/outbox?to=${encodeURIComponent(phone)}`,
    );
    const made = outbox.find((m) => m.kind === 'bookingReceived');
    if (made) return made.text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no booking confirmation for ${phone}`);
}

const mainText = async (page: Page) => (await page.locator('main').first().textContent()) ?? '';

describe('English after the menu (issue 43, point 5)', () => {
  it.each(['en', 'zh-TW'] as Lang[])(
    '%s: the booking page, 我的預約, 消費紀錄, the pickup order and the message name what was booked in the language shown',
    async (lang) => {
      const text = TEXTS[lang];
      const { context, page } = await openPage(shared.browser);
      shared.contexts.push(context);
      await useLanguage(context, lang);
      const { phone, login, bookingId, pickId } = await customerWithOrders(lang);
      await storeLogin(context, login);

      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      // The service's name and, in a span of its own, its option: the line reads as one text.
      await page.locator('main').getByText(text.dye).first().waitFor();
      expect(await mainText(page)).toContain(text.record);
      // The option once, beside its service (not once more after it).
      expect((await mainText(page)).split(text.option)).toHaveLength(2);
      await page.getByTestId('booking-forms').getByText(text.form, { exact: true }).waitFor();
      await page.screenshot({ path: `screenshots/round-three-english-booking-${lang}.png` });
      await expectAxeClean(page);

      await page.goto(`${baseUrl}/demo/booking`);
      await page.getByTestId(`booking-${bookingId}`).getByText(text.dye).waitFor();

      // 消費紀錄 lists only what was paid (issue 43.8): the unpaid booking's and order's own records.
      await page.goto(`${baseUrl}/demo/detail?id=booking-${bookingId}`);
      await page.getByText(text.record, { exact: true }).first().waitFor();
      await page.goto(`${baseUrl}/demo/detail?id=pickup-${pickId}`);
      await page.getByText(text.mask).first().waitFor();
      await page.screenshot({ path: `screenshots/round-three-english-records-${lang}.png` });
      await expectAxeClean(page);

      await page.goto(`${baseUrl}/demo/pickupOrder/${pickId}`);
      await page.getByTestId('order-items').getByText(text.mask).waitFor();
      await page.screenshot({ path: `screenshots/round-three-english-pickup-${lang}.png` });
      await expectAxeClean(page);

      const message = await confirmationFor(phone);
      if (lang === 'en') {
        expect(message).toMatch(/^\[[^\]]+\] Your booking is made: .*Single-colour dye \(Medium hair\) with /);
        expect(message).not.toMatch(/[【】]|單色染髮|中長髮/);
      } else {
        expect(message).toMatch(/^【[^】]+】預約成功：.*單色染髮（中長髮），設計師 /);
      }
    },
    120_000,
  );
});

describe("the store page's first HTML in the customer's language (issue 43, point 11)", () => {
  const firstHtml = async (headers: Record<string, string>) => (await fetch(`${baseUrl}/demo`, { headers })).text();

  it('is English for the salon_lang cookie and for Accept-Language: en, Chinese for zh-TW', async () => {
    const english: Record<string, string>[] = [{ cookie: 'salon_lang=en' }, { 'accept-language': 'en-US,en;q=0.9' }];
    for (const headers of english) {
      const html = await firstHtml(headers);
      expect(html).toContain('<html lang="en"');
      expect(html).toContain(TEXTS.en.hours);
    }
    // The cookie (the customer's choice) wins over the browser's language.
    const chosen = await firstHtml({ cookie: 'salon_lang=zh-TW', 'accept-language': 'en' });
    expect(chosen).toContain(TEXTS['zh-TW'].hours);
    expect(await firstHtml({ 'accept-language': 'zh-TW,zh;q=0.9' })).toContain(TEXTS['zh-TW'].hours);
  });

  it('an English browser hydrates the English page without turning it Chinese, and keeps English after', async () => {
    const context = await shared.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      timezoneId: 'Asia/Taipei',
    });
    shared.contexts.push(context);
    const page = await context.newPage();
    const seen: string[] = [];
    await page.exposeFunction('sawHours', (heading: string) => seen.push(heading));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1, h2, h3')].find((h) =>
          /Opening hours|營業時間/.test(h.textContent ?? ''),
        );
        if (heading) (window as unknown as { sawHours: (h: string) => void }).sawHours(heading.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${baseUrl}/demo`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('heading', { name: TEXTS.en.hours }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.some((h) => h.includes('營業時間'))).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.screenshot({ path: 'screenshots/round-three-english-store-accept-language.png' });
    await expectAxeClean(page);
  });
});

describe('the product page without JavaScript (issue 43, point 13)', () => {
  it.each(['en', 'zh-TW'] as Lang[])('%s: shows the product, its price and its description', async (lang) => {
    const context = await shared.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
      locale: 'zh-TW',
    });
    shared.contexts.push(context);
    if (lang === 'en') await context.addCookies([{ name: 'salon_lang', value: 'en', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/demo/merchandise?pid=hair-mask`);
    const product = page.getByTestId('merchandise');
    await product.getByRole('heading', { name: TEXTS[lang].mask }).waitFor();
    expect(await product.textContent()).toContain('$890');
    await page.screenshot({ path: `screenshots/round-three-english-product-nojs-${lang}.png` });
  });
});
