import { describe, expect, inject, it } from 'vitest';
import { check } from './axe-check';
import { useBrowserPerFile } from './browser-per-file';
import { apiCall, bookViaApi, randomMobile, registerCustomer } from './fixtures';
import { useServerClock } from './server-clock';
import { DESK, firstFreeStart, ownerPage, TABLET, taipeiDay } from './staff-support';

/*
 * Issue 25.7 in the staff app at the desk (1280×800): a booking's message history in its panel —
 * kind, channel, state, why one failed — and 重新傳送 sending a failed one again through the worker;
 * the day view's waitlist names the service, not its id.
 */

const baseUrl = inject('baseUrl');
const run = useBrowserPerFile();

interface Sent {
  kind?: string;
  text?: string;
}
const outbox = (to: string) => apiCall<Sent[]>(baseUrl, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
const PROVIDER_DOWN = 'ChannelError: SMS provider answered 503';
const clock = useServerClock(baseUrl);

describe('a booking’s messages at the desk', () => {
  it('lists what was sent, says why one failed, and sends it again; the waitlist names the service', async () => {
    // A customer's booking of 結構式護髮 with Leo: its confirmation leaves (the outbox has it).
    const phone = randomMobile().e164;
    const login = await registerCustomer(baseUrl, { phone, info: { lastName: '訊息測' } });
    const startTime = await firstFreeStart(baseUrl, { productId: 'care-treatment', designer: 'leo', daysAhead: 24 });
    const day = taipeiDay(startTime);
    const { bookingId } = await bookViaApi(baseUrl, login.token, {
      events: [{ productId: 'care-treatment', userId: 'leo' }],
      startTime,
    });
    await clock.untilSmsMayGo();
    await expect
      .poll(async () => (await outbox(phone)).filter((e) => e.kind === 'bookingReceived').length, { timeout: 10_000 })
      .toBe(1);
    // The SMS provider kept refusing it (test mode marks it so, with the reason it would give).
    const { failed } = await apiCall<{ failed: number }>(baseUrl, 'POST', '/test/messages/fail', {
      body: { bookingId, error: PROVIDER_DOWN },
    });
    expect(failed).toBeGreaterThan(0);
    // Another customer waits for that day, for this service with Leo.
    const waiting = await registerCustomer(baseUrl, { info: { lastName: '候補客' } });
    await apiCall(baseUrl, 'POST', '/waitlist', {
      body: { day, productId: 'care-treatment', userId: 'leo' },
      token: waiting.token,
    });

    const desk = await ownerPage(run.browser, run.contexts, baseUrl);
    await desk.goto(`${baseUrl}/demo/staff?date=${day}`);
    const waitlist = desk.getByTestId('day-waitlist');
    await expect.poll(() => waitlist.textContent()).toContain('候補客 · Leo · 結構式護髮');
    expect(await waitlist.textContent()).not.toContain('care-treatment');

    await desk
      .getByRole('region', { name: 'Leo', exact: true })
      .getByRole('button', { name: /訊息測/ })
      .click();
    const messages = desk.getByTestId('panel-messages');
    // The SMS (the customer also has its e-mail, made in the same instant: the list's order between them is not fixed).
    const item = messages.locator('li').filter({ hasText: '預約成功' }).filter({ hasText: '簡訊' });
    await item.first().waitFor();
    expect(await item.first().getAttribute('data-state')).toBe('failed');
    expect(await item.first().textContent()).toContain('失敗');
    expect(await item.first().textContent()).toContain('簡訊');
    expect(await item.first().textContent()).toContain(`原因：${PROVIDER_DOWN}`);
    const report = await check(desk, 'booking panel with a failed message');
    expect(report.violations).toEqual([]);
    expect(report.small).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await desk.screenshot({ path: `${process.env.SCREENSHOT_DIR}/staff-messages.png` });

    await item.first().getByRole('button', { name: '重新傳送' }).click();
    // Sent again by the worker: the panel reads it again until it has left, and the outbox has it twice.
    await expect.poll(() => item.first().getAttribute('data-state'), { timeout: 15_000 }).toBe('sent');
    expect(await item.first().textContent()).toContain('已送出');
    expect(await item.first().getByRole('button', { name: '重新傳送' }).count()).toBe(0);
    expect((await outbox(phone)).filter((e) => e.kind === 'bookingReceived')).toHaveLength(2);
  }, 180_000);
});

const FAILED_TEXTS = {
  'zh-TW': {
    more: /^管理/,
    link: '傳送失敗的通知',
    to: '給 失敗單測（簡訊）',
    why: '原因：',
    resend: '重新傳送',
    queued: '已重新排入傳送。',
  },
  en: {
    more: /^Manage/,
    link: 'Failed messages',
    to: 'To 失敗單測 (SMS)',
    why: 'Why: ',
    resend: 'Send again',
    queued: 'Queued to send again.',
  },
} as const;

describe('the store’s failed messages', () => {
  for (const { size, lang } of [
    { size: DESK, lang: 'zh-TW' },
    { size: TABLET, lang: 'en' },
  ] as const) {
    it(`lists what failed, to whom and why, and sends one again (${size.width}×${size.height}, ${lang})`, async () => {
      const text = FAILED_TEXTS[lang];
      const phone = randomMobile().e164;
      const login = await registerCustomer(baseUrl, { phone, info: { lastName: '失敗單測' } });
      const startTime = await firstFreeStart(baseUrl, {
        productId: 'care-treatment',
        designer: 'leo',
        daysAhead: lang === 'en' ? 26 : 25,
      });
      const { bookingId } = await bookViaApi(baseUrl, login.token, {
        events: [{ productId: 'care-treatment', userId: 'leo' }],
        startTime,
      });
      await clock.untilSmsMayGo();
      await expect
        .poll(async () => (await outbox(phone)).filter((e) => e.kind === 'bookingReceived').length, {
          timeout: 10_000,
        })
        .toBe(1);
      await apiCall(baseUrl, 'POST', '/test/messages/fail', { body: { bookingId, error: PROVIDER_DOWN } });

      const desk = await ownerPage(run.browser, run.contexts, baseUrl, { size, lang });
      await desk.getByTestId('nav-more').locator('summary').click();
      await desk.getByTestId('nav-more').getByRole('link', { name: text.link }).click();
      const card = desk.getByTestId('failed-messages').locator('li').filter({ hasText: text.to }).first();
      await card.waitFor();
      expect(await card.textContent()).toContain(`${text.why}${PROVIDER_DOWN}`);
      const report = await check(desk, `failed messages ${lang}`);
      expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
      expect(report.small).toEqual([]);
      await card.getByRole('button', { name: text.resend }).click();
      await desk.getByRole('status').filter({ hasText: text.queued }).waitFor();
      await card.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await outbox(phone)).filter((e) => e.kind === 'bookingReceived').length, {
          timeout: 15_000,
        })
        .toBe(2);
    }, 120_000);
  }
});
