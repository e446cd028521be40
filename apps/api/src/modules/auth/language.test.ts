import { AUTH_ERRORS, BOOKING_ERRORS, ERROR_TEXTS_EN, GENERIC_ERRORS } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { authClient, newPhone } from './test-kit';

const HAN = /\p{Script=Han}/u;
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-TW,zh;q=0.9' };

/**
 * Issue 28.2: the sign-in text message and the API's error messages in the customer's language —
 * the one the request asks for (the web sends the app's), else the customer's saved one, else zh-TW.
 */
describeEachDatabase("the customer's language in the API", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedStore(t.database.db);
  });
  afterAll(() => t.close());

  const outboxText = async (c: ReturnType<typeof authClient>, phone: string): Promise<string> =>
    (await c.outbox(phone)).json().data[0].text;

  it('the sign-in code is texted in English when the request asks for English, in zh-TW otherwise', async () => {
    const c = authClient(t);
    const english = newPhone();
    expect((await c.call('POST', '/auth/sendValidateCode', { phoneE164: english }, EN)).statusCode).toBe(200);
    const text = await outboxText(c, english);
    expect(text).toMatch(/^\[青禾髮藝 Qinghe Hair\] Your verification code is \d{6}\. It is valid for 5 minutes\./);
    expect(text.replace('青禾髮藝', '')).not.toMatch(HAN);

    const chinese = newPhone();
    expect((await c.call('POST', '/auth/sendValidateCode', { phoneE164: chinese }, ZH)).statusCode).toBe(200);
    expect(await outboxText(c, chinese)).toMatch(/^【青禾髮藝 Qinghe Hair】您的驗證碼為 \d{6}，5 分鐘內有效。/);
  });

  it("with no language asked, a customer's saved language decides, and a language asked for beats it", async () => {
    const c = authClient(t);
    const customer = await c.registerNew();
    const saved = await c.call(
      'PUT',
      '/customer/notifications',
      { language: 'en' },
      { 'access-token': customer.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    await t.clock.advance(61);
    expect((await c.send(customer.phone)).statusCode).toBe(200);
    expect(await outboxText(c, customer.phone)).toMatch(/^\[青禾髮藝 Qinghe Hair\] Your verification code is/);

    await t.clock.advance(61);
    expect((await c.call('POST', '/auth/sendValidateCode', { phoneE164: customer.phone }, ZH)).statusCode).toBe(200);
    expect(await outboxText(c, customer.phone)).toMatch(/^【青禾髮藝 Qinghe Hair】您的驗證碼為/);
  });

  it('a customer who signs up in English gets messages in English; one who signs up in Chinese, in Chinese', async () => {
    const c = authClient(t);
    const signUp = async (headers: Record<string, string>) => {
      const phone = newPhone();
      const validated = await c.validate(phone, await c.codeFor(phone));
      const res = await c.call(
        'POST',
        '/auth/register',
        { registerInfo: { authToken: validated.json().data.authToken, lastName: 'Lin', gender: 'Female' } },
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json().data.token as string;
      return (await c.call('GET', '/customer/notifications', undefined, { 'access-token': token })).json().data;
    };
    expect((await signUp(EN)).language).toBe('en');
    expect((await signUp(ZH)).language).toBe('zh-TW');
    expect((await signUp({})).language).toBe('zh-TW');
  });

  it('error messages follow Accept-Language: the catalogue in English, zh-TW by default', async () => {
    const c = authClient(t);
    const phone = newPhone();
    await c.codeFor(phone);
    const wrong = await c.call('POST', '/auth/validatePhoneNumber', { phoneE164: phone, code: '000000' }, EN);
    const wrongCode = wrong.json().status as 'OTP_INVALID' | 'OTP_EXPIRED';
    expect(wrong.json().message).toBe(ERROR_TEXTS_EN.auth[wrongCode]);
    expect(wrong.headers.vary).toContain('accept-language');
    const again = await c.call('POST', '/auth/validatePhoneNumber', { phoneE164: phone, code: '000001' });
    expect(again.json().message).toMatch(HAN);
    expect(again.json().message).toContain(AUTH_ERRORS.OTP_INVALID.slice(0, 4));

    // A booking-area code, and the generic not-found.
    const booking = await c.call('GET', '/bookings/no-such-booking', undefined, EN);
    expect(booking.json().status).toBe('BOOKING_NOT_FOUND');
    expect(booking.json().message).toBe(ERROR_TEXTS_EN.booking.BOOKING_NOT_FOUND);
    expect((await c.call('GET', '/bookings/no-such-booking')).json().message).toBe(BOOKING_ERRORS.BOOKING_NOT_FOUND);
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: EN });
    expect(missing.json()).toMatchObject({ status: 'NOT_FOUND', message: ERROR_TEXTS_EN.generic.NOT_FOUND });
    const missingZh = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missingZh.json().message).toBe(GENERIC_ERRORS.NOT_FOUND);
  });

  it('a refused input names its fields in an English message; its field details stay as they are', async () => {
    const c = authClient(t);
    const res = await c.call('POST', '/auth/sendValidateCode', { phoneE164: 12 }, EN);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(`${ERROR_TEXTS_EN.generic.VALIDATION_FAILED} (phoneE164)`);
    expect(Object.keys(body.data.fields)).toEqual(['phoneE164']);
    const zh = await c.call('POST', '/auth/sendValidateCode', { phoneE164: 12 });
    // In Chinese the message says what is wrong in words, not the field's code name.
    expect(zh.json().message).toBe(`輸入資料有誤：${zh.json().data.fields.phoneE164}`);
    expect(zh.json().message).not.toContain('phoneE164');
  });
});
