import { LANGUAGES } from '@salon/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/lib/storage';
import { treatmentToCheckout } from './booking-support';
import { apiCall, bookViaApi, randomMobile, registerCustomer, storeLogin, testRoute } from './fixtures';
import { pagePerTest } from './page-per-test';
import { expectAxeClean, useLanguage } from './round-two-support';
import { useServerClock } from './server-clock';

/**
 * Issue 43, points 3, 6, 12 and 13 (one item), at 390×844: a booking's link shows the booking but
 * not its consent form's answers nor a way to cancel; a booking made at 04:00 is confirmed at once;
 * the notes count characters, never cutting an emoji note; the server renders a booking awaiting
 * payment instead of throwing in `payUrl`.
 */

const baseUrl = inject('baseUrl');
let page: Page;
let context: BrowserContext;
pagePerTest((opened) => {
  ({ page, context } = opened);
});
const clock = useServerClock(baseUrl);

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A customer (registered through the API, not signed in here) with a perm booking whose consent form they submitted. */
async function bookingWithSubmittedForm(daysAhead: number) {
  const login = await registerCustomer(baseUrl);
  const events = [{ productId: 'perm-digital', userId: 'leo' }];
  const from = (await clock.now()) + daysAhead * 86400;
  const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
    body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
  });
  const { bookingId } = await bookViaApi(baseUrl, login.token, { events, startTime: slots[0]! });
  const { forms } = await apiCall<{ forms: { formId: string }[] }>(baseUrl, 'GET', `/bookings/${bookingId}`, {
    token: login.token,
  });
  const formId = forms[0]!.formId;
  const { signatureId } = await apiCall<{ signatureId: string }>(baseUrl, 'POST', '/form/signatureUpload', {
    body: { formId, fieldId: 'signature', image: PNG },
    token: login.token,
  });
  const formData = { allergies: '對 PPD 染劑過敏', pregnant: true, scalp: '敏感', signature: signatureId };
  await apiCall(baseUrl, 'PUT', '/form', { body: { formId, formData, submit: true }, token: login.token });
  return { login, bookingId, formId };
}

describe('a booking link does not open its consent form (issue 43, point 3)', () => {
  it.each(LANGUAGES)(
    '%s: signed out, the booking shows with a sign-in prompt in place of its form and cancel; signed in as its customer, they are there',
    async (lang) => {
      await useLanguage(context, lang);
      const en = lang === 'en';
      const { login, bookingId, formId } = await bookingWithSubmittedForm(en ? 23 : 24);
      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      await page.getByTestId('booking-status').waitFor();
      const prompt = page.getByTestId('owner-only');
      await prompt.waitFor();
      expect(await prompt.textContent()).toContain(en ? "Sign in as the booking's customer" : '登入預約本人的帳號');
      expect(await page.getByTestId('booking-forms').count()).toBe(0);
      expect(await page.getByRole('button', { name: en ? 'Cancel booking' : '取消預約' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: en ? 'Change time' : '更改時間' }).count()).toBe(0);
      expect(await page.content()).not.toContain('PPD');
      await expectAxeClean(page);
      await page.screenshot({ path: `screenshots/round-three-link-signed-out-${lang}.png`, fullPage: true });

      // The form's own address asks to sign in too, and shows no answer.
      await page.goto(`${baseUrl}/demo/form/${formId}`);
      await page.getByTestId('form-sign-in').waitFor();
      expect(await page.content()).not.toContain('PPD');
      await expectAxeClean(page);
      await page.screenshot({ path: `screenshots/round-three-form-signed-out-${lang}.png`, fullPage: true });

      // Sign-in comes back to the booking; as its customer the form and cancelling are there.
      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      await prompt.getByRole('link').click();
      await page.waitForURL(/\/demo\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirectUri')).toBe(`/demo/booking/${bookingId}`);
      await storeLogin(context, login);
      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      const forms = page.getByTestId('booking-forms');
      await forms.waitFor();
      expect(await page.getByTestId('owner-only').count()).toBe(0);
      await page.getByRole('button', { name: en ? 'Cancel booking' : '取消預約' }).waitFor();
      await forms.getByRole('link').click();
      await page.getByTestId('form-answers').getByText('對 PPD 染劑過敏').waitFor();
      await page.goto(`${baseUrl}/demo/booking/${bookingId}`);
      await page.getByRole('button', { name: en ? 'Cancel booking' : '取消預約' }).click();
      await page
        .getByTestId('cancel-confirm')
        .getByRole('button', { name: en ? 'Cancel it' : '確定取消' })
        .click();
      await page.getByTestId('cancel-result').waitFor();
    },
    120_000,
  );
});

/** The next 04:00 in Taipei (UTC+8) after `now`, unix seconds. */
function nextFourAm(now: number): number {
  const day = 86400;
  const fourAmUtc = 20 * 3600; // 04:00 Taipei is 20:00 UTC the day before
  const candidate = Math.floor(now / day) * day + fourAmUtc;
  return candidate > now ? candidate : candidate + day;
}

describe('a confirmation at night goes at once (issue 43, point 6)', () => {
  it.each(LANGUAGES)(
    '%s: a booking made at 04:00 Taipei is in the outbox within 5 s and on the message page',
    async (lang) => {
      await clock.moveTo(nextFourAm(await clock.now()));
      const phone = randomMobile().e164;
      await storeLogin(context, await registerCustomer(baseUrl, { phone }));
      await treatmentToCheckout(page, baseUrl, 'demo');
      await page.getByLabel('我已閱讀並同意服務條款與取消政策').check();
      await page.getByRole('button', { name: '確認預約' }).click();
      await page.waitForURL('**/demo/booking/**');
      const bookingId = new URL(page.url()).pathname.split('/').pop()!;
      const outbox = () =>
        apiCall<{ kind: string; text: string }[]>(baseUrl, 'GET', `/dev/outbox?to=${encodeURIComponent(phone)}`);
      await expect
        .poll(async () => (await outbox()).map((e) => e.kind), { timeout: 5000, interval: 200 })
        .toContain('bookingReceived');
      expect((await outbox()).find((e) => e.kind === 'bookingReceived')!.text).toContain(bookingId);

      if (lang === 'en') await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
      await page.goto(`${baseUrl}/demo/message`);
      const sent = page.getByTestId('sent-messages');
      await sent.waitFor();
      expect(await sent.textContent()).toContain(bookingId);
      await expectAxeClean(page);
      await page.screenshot({ path: `screenshots/round-three-night-confirmation-${lang}.png`, fullPage: true });
    },
    120_000,
  );
});

describe('notes count characters (issue 43, point 12)', () => {
  it.each(LANGUAGES)(
    '%s: 500 characters with emoji are whole, the 501st is shown over and not sent',
    async (lang) => {
      const en = lang === 'en';
      await storeLogin(context, await registerCustomer(baseUrl));
      await treatmentToCheckout(page, baseUrl, 'demo');
      if (en) {
        await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
        await page.reload();
      }
      const note = `${'剪'.repeat(480)}${'🌸'.repeat(20)}`; // 500 characters, 520 UTF-16 units
      const box = page.locator('#customer-notes');
      await box.click();
      await page.keyboard.insertText(note);
      expect(await box.inputValue()).toBe(note);
      const count = page.getByTestId('notes-count');
      expect(await count.textContent()).toBe(en ? '500 / 500 characters' : '500 / 500 字');

      await page.keyboard.insertText('😀');
      expect(await count.textContent()).toBe(en ? 'Over 500 characters: remove 1' : '超過 500 字，請刪減 1 字');
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel(en ? /I have read and agree/ : '我已閱讀並同意服務條款與取消政策').check();
      await page.getByRole('button', { name: en ? 'Book now' : '確認預約' }).click();
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/demo/checkout');
      await expectAxeClean(page);
      await page.screenshot({ path: `screenshots/round-three-notes-over-${lang}.png` });

      await page.keyboard.press('Backspace');
      expect(await box.inputValue()).toBe(note);
      await page.getByRole('button', { name: en ? 'Book now' : '確認預約' }).click();
      await page.waitForURL('**/demo/booking/**');
      expect(await page.getByTestId('booking-notes').textContent()).toBe(note);
    },
    120_000,
  );
});

describe('the server renders a booking awaiting payment (issue 43, point 13)', () => {
  it('its page comes rendered with the payment panel, not left to the browser', async () => {
    const code = `e2e-${Math.random().toString(36).slice(2, 10)}`;
    await testRoute(baseUrl, 'POST', '/stores', { code, name: '訂金店', deposit: 500 });
    const login = await registerCustomer(baseUrl, { store: code });
    const events = [{ productId: 'care-treatment', userId: 'mia' }];
    const from = (await clock.now()) + 3 * 86400;
    const { slots } = await apiCall<{ slots: number[] }>(baseUrl, 'POST', '/bookings/duration', {
      body: { startTime: from, endTime: from + 7 * 86400, events, customerCount: 1 },
      store: code,
    });
    const body = { events, startTime: slots[0], customerCount: 1, paymentMethod: 'CreditCard', isAgree: true };
    const made = await apiCall<{ bookingId: string }>(baseUrl, 'POST', '/bookings', {
      body,
      token: login.token,
      store: code,
    });
    const html = await (await fetch(`${baseUrl}/${code}/booking/${made.bookingId}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain('data-testid="online-payment"');
    expect(root).toContain('/api/sandbox/pay/');
  });
});
