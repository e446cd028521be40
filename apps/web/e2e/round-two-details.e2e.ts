import { LANGUAGES } from '@salon/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, bookedCustomer, latestCode, randomMobile, serverNow, signedInCustomer } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, useLanguage } from './round-two-support';
import { useServerClock } from './server-clock';

/**
 * Issue 28, point 9 (the rest): at 1280×800 the date and designer strips have previous/next buttons
 * and start with the chosen item in view; 更改時間 opens in view and back closes it; a submitted
 * form's dates read as the app's other dates; 「已線上付款」 sits inside the order's card; the
 * expired-code message is said once.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});
const clock = useServerClock(baseUrl);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The item lies wholly inside the strip's visible part (its scroll box). */
async function inStripView(strip: Locator, item: Locator): Promise<boolean> {
  const [box, at] = await Promise.all([strip.boundingBox(), item.boundingBox()]);
  if (!box || !at) return false;
  return at.x >= box.x - 1 && at.x + at.width <= box.x + box.width + 1;
}

const scrollLeft = (strip: Locator) => strip.evaluate((el) => el.scrollLeft);

/** The strip's last item comes into view: at once, or by clicking `next` until it is disabled. */
async function reachLast(strip: Locator, next: Locator): Promise<void> {
  const last = strip.locator(':scope > li').last();
  if (await next.isVisible()) {
    expect(await inStripView(strip, last)).toBe(false);
    while (await next.isEnabled()) {
      const at = await scrollLeft(strip);
      await next.click();
      await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(at);
      // The smooth scroll ends before the buttons are read again.
      await strip.page().waitForTimeout(500);
    }
  }
  await expect.poll(() => inStripView(strip, last)).toBe(true);
}

describe('desktop strips (issue 28, point 9)', () => {
  it.each(LANGUAGES)(
    '%s, 1280×800: the menu and time strips scroll by their buttons, and the chosen day starts in view',
    async (lang) => {
      await page.setViewportSize(DESKTOP);
      await useLanguage(context, lang);
      const names =
        lang === 'en'
          ? { more: 'More stylists', before: 'Previous stylists', later: 'Later dates', earlier: 'Earlier dates' }
          : { more: '更多設計師', before: '上一組設計師', later: '較晚的日期', earlier: '較早的日期' };

      // The menu's designer strip: every designer can be reached (in view at once, or by its next button).
      await page.goto(`${baseUrl}/demo/menu`);
      const designers = page.getByRole('region', { name: lang === 'en' ? 'Choose a stylist' : '選擇設計師' });
      const designerList = designers.getByRole('list');
      await designerList.waitFor();
      await reachLast(designerList, designers.getByRole('button', { name: names.more }));
      await page.screenshot({ path: `screenshots/round-two-strip-menu-${lang}.png` });

      // The time page: the designers of the service and the days, each with its buttons.
      const care = page.getByTestId('service-care-treatment');
      await care.getByRole('link').first().click();
      await care.getByRole('button', { name: lang === 'en' ? 'Add to booking' : '加入預約' }).click();
      await page.getByRole('link', { name: lang === 'en' ? 'Choose a time' : '選擇時間' }).click();
      await page.waitForURL('**/demo/booking/new');
      const picker = page.getByTestId('designer-care-treatment-mia').locator('xpath=ancestor::fieldset[1]');
      const pickerBefore = picker.getByRole('button', { name: names.before });
      expect(await pickerBefore.isDisabled()).toBe(true);
      await reachLast(picker.getByRole('list'), picker.getByRole('button', { name: names.more }));
      expect(await pickerBefore.isEnabled()).toBe(true);

      const days = page.getByRole('list', { name: lang === 'en' ? 'Dates you can book' : '可預約日期' });
      await page.locator('button[data-date]:not([disabled])').first().waitFor();
      const earlier = page.getByRole('button', { name: names.earlier });
      const later = page.getByRole('button', { name: names.later });
      for (let i = 0; i < 3; i++) {
        const at = await scrollLeft(days);
        await later.click();
        await expect.poll(() => scrollLeft(days)).toBeGreaterThan(at);
        await page.waitForTimeout(500);
      }
      // A day far out, reached by the buttons, chosen; back on this page later it is in view at once.
      const far = days.locator('button[data-date]:not([disabled])').last();
      await far.click();
      const date = await far.getAttribute('data-date');
      await page.reload();
      const chosen = page.locator(`button[data-date="${date}"]`);
      await chosen.waitFor();
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => inStripView(days, chosen)).toBe(true);
      expect(await earlier.isEnabled()).toBe(true);
      await page.screenshot({ path: `screenshots/round-two-strip-time-${lang}.png` });
      await expectAxeClean(page);
    },
    120_000,
  );

  it('390×844: the strips swipe, with no buttons taking their room', async () => {
    await page.goto(`${baseUrl}/demo/menu`);
    const designers = page.getByRole('region', { name: '選擇設計師' });
    await designers.getByRole('list').waitFor();
    expect(await designers.getByRole('button', { name: '更多設計師' }).isVisible()).toBe(false);
  });
});

describe('changing the time (issue 28, point 9)', () => {
  it.each([
    ['phone', 'zh-TW', PHONE],
    ['desktop', 'en', DESKTOP],
    ['desktop', 'zh-TW', DESKTOP],
  ] as const)(
    '%s, %s: 更改時間 opens in view with the booked day in the strip; back closes it and stays on the booking',
    async (size, lang, viewport) => {
      await page.setViewportSize(viewport);
      await useLanguage(context, lang);
      const { booking } = await bookedCustomer(context, baseUrl, { daysAhead: 20 });
      await page.goto(`${baseUrl}/demo/store`);
      await page.goto(`${baseUrl}/demo/booking/${booking.bookingId}`);
      await page.getByRole('button', { name: lang === 'en' ? 'Change time' : '更改時間' }).click();
      const title = page.locator('#reschedule-title');
      await title.waitFor();
      await expect.poll(() => page.url()).toContain('change=time');
      // Its heading is on screen below the sticky header, and its first day row too.
      const header = await page.locator('header').first().boundingBox();
      await expect
        .poll(async () => {
          const box = await title.boundingBox();
          return !!box && !!header && box.y >= header.y + header.height - 1 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      const strip = page.getByRole('list', { name: lang === 'en' ? 'Dates you can book' : '可預約日期' });
      const booked = strip.locator('button[aria-pressed="true"]');
      await expect.poll(() => inStripView(strip, booked)).toBe(true);
      await page.screenshot({ path: `screenshots/round-two-reschedule-${size}-${lang}.png` });
      await expectAxeClean(page);

      await page.goBack();
      await title.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/demo/booking/${booking.bookingId}`);
      await page.goBack();
      await page.waitForURL(/\/demo\/store$/);
    },
    90_000,
  );

  it('the ✕ of the panel closes it through history too: back then leaves for the page before', async () => {
    const { booking } = await bookedCustomer(context, baseUrl, { daysAhead: 20 });
    await page.goto(`${baseUrl}/demo/store`);
    await page.goto(`${baseUrl}/demo/booking/${booking.bookingId}`);
    await page.getByRole('button', { name: '更改時間' }).click();
    await page.locator('#reschedule-title').waitFor();
    await page.getByRole('button', { name: '取消改期' }).first().click();
    await page.locator('#reschedule-title').waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('change=time');
    await page.goBack();
    await page.waitForURL(/\/demo\/store$/);
  });
});

/** A 1×1 PNG: the signature a form needs to be submitted through the API. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('small things (issue 28, point 9)', () => {
  it.each(LANGUAGES)("%s: a submitted form's date reads 2026/05/20, as dates do elsewhere", async (lang) => {
    await useLanguage(context, lang);
    const { login, booking } = await bookedCustomer(context, baseUrl, { productId: 'perm-digital', designer: 'leo' });
    const detail = await apiCall<{ forms: { formId: string }[] }>(baseUrl, 'GET', `/bookings/${booking.bookingId}`, {
      token: login.token,
    });
    const formId = detail.forms[0]!.formId;
    const { signatureId } = await apiCall<{ signatureId: string }>(baseUrl, 'POST', '/form/signatureUpload', {
      body: { formId, fieldId: 'signature', image: PNG },
      token: login.token,
    });
    await apiCall(baseUrl, 'PUT', '/form', {
      body: {
        formId,
        formData: { pregnant: false, scalp: '正常', lastTreatment: '2026-05-20', signature: signatureId },
        submit: true,
      },
      token: login.token,
    });
    await page.goto(`${baseUrl}/demo/form/${formId}`);
    const answers = page.getByTestId('form-answers');
    await answers.waitFor();
    const text = (await answers.textContent()) ?? '';
    expect(text).toContain('2026/05/20');
    expect(text).not.toContain('2026-05-20');
    await page.screenshot({ path: `screenshots/round-two-form-date-${lang}.png`, fullPage: true });
  });

  it.each(LANGUAGES)(
    "%s: a pickup order paid online says so inside the order's card, under what was paid",
    async (lang) => {
      await useLanguage(context, lang);
      const login = await signedInCustomer(context, baseUrl);
      const from = await serverNow(baseUrl);
      const { pickupTimes } = await apiCall<{ pickupTimes: number[] }>(
        baseUrl,
        'GET',
        `/bookings/availablePickupTime?startTime=${from + 2 * 86400}&endTime=${from + 9 * 86400}`,
      );
      const order = await apiCall<{ pickId: string; payment?: { redirectUrl: string | null } }>(
        baseUrl,
        'POST',
        '/bookings/pickupOrders',
        {
          body: {
            items: [{ productId: 'wide-comb', quantity: 1, price: 280 }],
            pickupTime: pickupTimes[0] ?? null,
            paymentMethod: 'CreditCard',
          },
          token: login.token,
        },
      );
      const redirect = order.payment?.redirectUrl;
      if (!redirect) throw new Error('no redirect to the sandbox');
      const pay = new URL(redirect, baseUrl);
      if (lang === 'en') pay.searchParams.set('lang', 'en');
      await page.goto(pay.toString());
      await page.getByLabel(lang === 'en' ? 'Card number' : '信用卡卡號').fill('4242424242424242');
      await page.getByRole('button', { name: lang === 'en' ? 'Pay' : '付款', exact: true }).click();
      await page.waitForURL(/\/demo\/pickupOrder\/[\w-]+\?result=payment$/);
      const paid = page.getByTestId('online-payment');
      await expect.poll(() => paid.textContent()).toBe(lang === 'en' ? 'Paid online: $280' : '已線上付款 $280');
      // The card that holds it is the one with the items and the total.
      const card = paid.locator('xpath=ancestor::section[1]');
      expect(await card.getByTestId('order-total').count()).toBe(1);
      await paid.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/round-two-order-paid-${lang}.png`, fullPage: true });
      await expectAxeClean(page);
    },
    90_000,
  );

  it.each(LANGUAGES)('%s: an expired code is said to be expired once, not twice', async (lang) => {
    await useLanguage(context, lang);
    const phone = randomMobile();
    await page.goto(`${baseUrl}/demo/login`);
    await page.getByLabel(lang === 'en' ? 'Mobile number' : '手機號碼', { exact: true }).fill(phone.national);
    await page.getByRole('button', { name: lang === 'en' ? 'Get code' : '取得驗證碼' }).click();
    await page.waitForURL(/\/demo\/sms/);
    const { code } = await latestCode(baseUrl, phone.e164);
    await clock.advance(301);
    await page.locator('#otp').fill(code);
    const message = lang === 'en' ? 'This code has expired. Please get a new one.' : '驗證碼已失效，請重新取得驗證碼';
    const banner = page.getByRole('alert').filter({ hasText: message });
    await banner.waitFor();
    expect((await banner.textContent())?.trim()).toBe(message);
    await page.screenshot({ path: `screenshots/round-two-otp-expired-${lang}.png` });
  });
});
