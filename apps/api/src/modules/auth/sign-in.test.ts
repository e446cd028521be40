import { customerProfile, loginResult } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore } from '#test/fixtures';
import { authClient, newPhone } from './test-kit';

describeEachDatabase('sign-in and registration through the dev outbox', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedStore(t.database.db);
    await seedDemoCopy(t.database.db, 'other');
  });
  afterAll(() => t.close());

  it('new customer: send → outbox → validate → register → GET /customer', async () => {
    const c = authClient(t);
    const phone = newPhone();

    const check = await c.customerCheck({ phoneE164: phone });
    expect(check.json()).toEqual({ status: 'SUCCESS', data: { exists: false, loginInfo: null } });

    const sent = await c.send(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({
      sendType: 'sms',
      to: `+886 ******${phone.slice(-3)}`,
      expireTime: t.clock.now() + 300,
      resendAfter: 60,
    });

    const outbox = (await c.outbox(phone)).json();
    expect(outbox.status).toBe('SUCCESS');
    expect(outbox.data).toHaveLength(1);
    const [message] = outbox.data;
    expect(message).toEqual({
      to: phone,
      channel: 'sms',
      code: expect.stringMatching(/^\d{6}$/),
      text: expect.any(String),
      sentAt: t.clock.now(),
    });
    expect(message.text).toBe(
      `【青禾髮藝 Qinghe Hair】您的驗證碼為 ${message.code}，5 分鐘內有效。請勿將驗證碼提供給他人。`,
    );

    const validated = await c.validate(phone, message.code);
    expect(validated.statusCode).toBe(200);
    const session = validated.json().data;
    expect(session).toEqual({
      authToken: expect.any(String),
      authTokenExpireTime: t.clock.now() + 1800,
      exists: false,
    });
    expect(session.authToken.length).toBeGreaterThanOrEqual(43);

    const registered = await c.register({
      authToken: session.authToken,
      lastName: '陳',
      gender: 'Female',
      birth: { year: 1992, month: 2, date: 29 },
      email: 'chen.mei@example.com',
    });
    expect(registered.statusCode).toBe(200);
    const login = loginResult.strict().parse(registered.json().data);
    expect(login).toMatchObject({ gender: 'Female', sourceId: null, expireTime: t.clock.now() + 90 * 86400 });

    const me = await c.getCustomer(login.token);
    expect(me.statusCode).toBe(200);
    expect(customerProfile.strict().parse(me.json().data)).toEqual({
      id: login.userId,
      lastName: '陳',
      gender: 'Female',
      phone,
      email: 'chen.mei@example.com',
      avatar: null,
      birth: { year: 1992, month: 2, date: 29 },
      appointmentTimes: 0,
      totalAmount: 0,
      lineUserId: null,
      hasPassword: false,
      valueCard: [],
      serviceTickets: [],
      vouchers: [],
    });

    const again = await c.customerCheck({ phoneE164: phone });
    expect(again.json().data).toEqual({
      exists: true,
      loginInfo: { email: 'c***@example.com', hasPassword: false, lineBound: false },
    });
  });

  it('accepts the phone as typed (0912-345-678) and normalises it to E.164', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const typed = `0${phone.slice(4, 7)}-${phone.slice(7, 10)}-${phone.slice(10)}`;
    expect((await c.send(typed)).statusCode).toBe(200);
    const code = await c.lastCode(phone);
    const res = await c.validate(`+886 ${phone.slice(4)}`, code);
    expect(res.statusCode).toBe(200);
  });

  it('the registration session is used once, and only in its own store', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const { authToken } = (await c.validate(phone, await c.codeFor(phone))).json().data;
    const info = { authToken, lastName: '吳', gender: 'Male' };
    const elsewhere = await authClient(t, 'other').register(info);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({
      status: 'AUTH_SESSION_INVALID',
      message: '手機驗證已逾時，請重新驗證手機號碼',
    });
    expect((await c.register(info)).statusCode).toBe(200);
    const twice = await c.register(info);
    expect(twice.statusCode).toBe(403);
    expect(twice.json().status).toBe('AUTH_SESSION_INVALID');
  });

  it('the registration session expires after 30 minutes', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const { authToken } = (await c.validate(phone, await c.codeFor(phone))).json().data;
    t.clock.advance(1801);
    const res = await c.register({ authToken, lastName: '吳', gender: 'Male' });
    expect(res.json().status).toBe('AUTH_SESSION_INVALID');
  });

  it('returning customer signs in through validatePhoneNumber (exists and the login result)', async () => {
    const c = authClient(t);
    const first = await c.registerNew();
    t.clock.advance(61);
    const res = await c.validate(first.phone, await c.codeFor(first.phone));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ exists: true, userId: first.userId, gender: 'Female', sourceId: null });
    expect(data.token).not.toBe(first.token);
    expect(data.authToken).toEqual(expect.any(String));
    expect((await c.getCustomer(data.token)).json().data.id).toBe(first.userId);
  });

  it('returning customer signs in through emailOTPLogin with an SMS code', async () => {
    const c = authClient(t);
    const first = await c.registerNew();
    t.clock.advance(61);
    const code = await c.codeFor(first.phone);
    const res = await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: code });
    expect(res.statusCode).toBe(200);
    expect(loginResult.strict().parse(res.json().data).userId).toBe(first.userId);
  });

  it('returning customer signs in through emailOTPLogin with a code e-mailed to the address on file', async () => {
    const c = authClient(t);
    const email = `wang.${Date.now()}@example.com`;
    const first = await c.registerNew(newPhone(), { email });
    t.clock.advance(61);
    const sent = await c.send(first.phone, 'email');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ sendType: 'email', to: 'w***@example.com' });
    const [mail] = (await c.outbox(email)).json().data;
    expect(mail).toMatchObject({ to: email, channel: 'email' });
    expect(mail.text).toContain(`您的驗證碼為 ${mail.code}，5 分鐘內有效。`);
    const res = await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: mail.code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toBe(first.userId);
  });

  it('e-mail codes go only to the address on file of an existing customer', async () => {
    const c = authClient(t);
    const unknown = await c.send(newPhone(), 'email');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      status: 'EMAIL_NOT_AVAILABLE',
      message: '此手機號碼尚未設定電子郵件，請改用簡訊驗證',
    });
    const noEmail = await c.registerNew();
    t.clock.advance(61);
    expect((await c.send(noEmail.phone, 'email')).json().status).toBe('EMAIL_NOT_AVAILABLE');
  });

  it('emailOTPLogin for a phone that is not a customer is RESOURCE_NOT_FOUND (the client goes to register)', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    const res = await c.emailOtpLogin({ phoneE164: phone, otpPassword: code });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'RESOURCE_NOT_FOUND', message: '查無此顧客，請重新登入' });
    // The code was not used up: it still proves the phone for registration.
    expect((await c.validate(phone, code)).json().data.exists).toBe(false);
  });

  it('a phone registered twice at once makes one customer; the other call gets CUSTOMER_EXISTS', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    const { authToken } = (await c.validate(phone, code)).json().data;
    t.clock.advance(61);
    const { authToken: second } = (await c.validate(phone, await c.codeFor(phone))).json().data;
    const results = await Promise.all(
      [authToken, second].map((token) => c.register({ authToken: token, lastName: '李', gender: 'Other' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().status).toBe('CUSTOMER_EXISTS');
  });

  it('the same phone is a different customer in another store, and a code is valid only where it was sent', async () => {
    const demo = authClient(t);
    const other = authClient(t, 'other');
    const first = await demo.registerNew();
    t.clock.advance(61);
    const code = await demo.codeFor(first.phone);
    const wrongStore = await other.validate(first.phone, code);
    expect(wrongStore.json().status).toBe('OTP_NOT_SENT');
    t.clock.advance(61);
    const second = await other.registerNew(first.phone);
    expect(second.userId).not.toBe(first.userId);
    expect((await other.getCustomer(second.token)).json().data.phone).toBe(first.phone);
  });

  describe('forgotPassword: a password that can replace the code', () => {
    it('sets a password after proving the phone, signs in, and emailOTPLogin accepts it', async () => {
      const c = authClient(t);
      const first = await c.registerNew();
      t.clock.advance(61);
      const { authToken } = (await c.validate(first.phone, await c.codeFor(first.phone))).json().data;
      const set = await c.call('POST', '/auth/forgotPassword', { authToken, password: '青禾 hair 2026!' });
      expect(set.statusCode).toBe(200);
      expect(set.json().data.userId).toBe(first.userId);
      expect((await c.customerCheck({ phoneE164: first.phone })).json().data.loginInfo.hasPassword).toBe(true);

      const ok = await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: '青禾 hair 2026!' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.userId).toBe(first.userId);
      const wrong = await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: 'not the password' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ status: 'PASSWORD_INVALID', data: { remainingTries: 4 } });
    });

    it('locks password sign-in after 5 wrong tries for 15 minutes, even with the right one', async () => {
      const c = authClient(t);
      const first = await c.registerNew();
      t.clock.advance(61);
      const { authToken } = (await c.validate(first.phone, await c.codeFor(first.phone))).json().data;
      await c.call('POST', '/auth/forgotPassword', { authToken, password: 'right-password' });
      const statuses: string[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: `wrong-${i}-pass` })).json().status,
        );
      }
      expect(statuses).toEqual([
        'PASSWORD_INVALID',
        'PASSWORD_INVALID',
        'PASSWORD_INVALID',
        'PASSWORD_INVALID',
        'PASSWORD_LOCKED',
      ]);
      const locked = await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: 'right-password' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ status: 'PASSWORD_LOCKED', data: { retryAfter: 900 } });
      t.clock.advance(901);
      expect((await c.emailOtpLogin({ phoneE164: first.phone, otpPassword: 'right-password' })).statusCode).toBe(200);
    });

    it('refuses a short password and one for a phone that is not a customer', async () => {
      const c = authClient(t);
      const phone = newPhone();
      const { authToken } = (await c.validate(phone, await c.codeFor(phone))).json().data;
      const short = await c.call('POST', '/auth/forgotPassword', { authToken, password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().data.fields).toHaveProperty('password');
      const nobody = await c.call('POST', '/auth/forgotPassword', { authToken, password: 'long enough' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().status).toBe('RESOURCE_NOT_FOUND');
    });
  });

  it('resetEmail changes the e-mail after proving the phone, and e-mail codes then go there', async () => {
    const c = authClient(t);
    const first = await c.registerNew(newPhone(), { email: 'old@example.com' });
    t.clock.advance(61);
    const { authToken } = (await c.validate(first.phone, await c.codeFor(first.phone))).json().data;
    const res = await c.call('POST', '/auth/resetEmail', { authToken, email: 'new.mail@example.com' });
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { email: 'new.mail@example.com' } });
    expect((await c.getCustomer(first.token)).json().data.email).toBe('new.mail@example.com');
    t.clock.advance(61);
    await c.send(first.phone, 'email');
    expect((await c.outbox('new.mail@example.com')).json().data).toHaveLength(1);
    const reuse = await c.call('POST', '/auth/resetEmail', { authToken, email: 'again@example.com' });
    expect(reuse.json().status).toBe('AUTH_SESSION_INVALID');
  });

  describe('bad input is a 400 naming the field, never a 500', () => {
    const cases: [string, string, unknown, string][] = [
      ['sendValidateCode', '/auth/sendValidateCode', { phoneE164: '12345' }, 'phoneE164'],
      ['sendValidateCode', '/auth/sendValidateCode', { phoneE164: '+886 2 2345 6789' }, 'phoneE164'],
      ['sendValidateCode', '/auth/sendValidateCode', {}, 'phoneE164'],
      ['sendValidateCode', '/auth/sendValidateCode', { phoneE164: 912345678 }, 'phoneE164'],
      ['sendValidateCode', '/auth/sendValidateCode', { phoneE164: '0912345678', sendType: 'fax' }, 'sendType'],
      ['validatePhoneNumber', '/auth/validatePhoneNumber', { phoneE164: '0912345678', code: '12ab56' }, 'code'],
      ['validatePhoneNumber', '/auth/validatePhoneNumber', { phoneE164: 'not a phone', code: '123456' }, 'phoneE164'],
      ['validatePhoneNumber', '/auth/validatePhoneNumber', { code: '123456' }, 'phoneE164'],
      ['register', '/auth/register', {}, 'registerInfo'],
      ['register', '/auth/register', { registerInfo: { authToken: 'x', gender: 'Female' } }, 'registerInfo.lastName'],
      [
        'register',
        '/auth/register',
        { registerInfo: { authToken: 'x', lastName: '林', gender: 'X' } },
        'registerInfo.gender',
      ],
      [
        'register',
        '/auth/register',
        { registerInfo: { authToken: 'x', lastName: '林', gender: 'Male', birth: { year: 1990, month: 2, date: 30 } } },
        'registerInfo.birth.date',
      ],
      [
        'register',
        '/auth/register',
        { registerInfo: { authToken: 'x', lastName: '林', gender: 'Male', birth: { year: 2030, month: 1, date: 1 } } },
        'registerInfo.birth',
      ],
      [
        'register',
        '/auth/register',
        { registerInfo: { authToken: 'x', lastName: '林', gender: 'Male', email: 'not-mail' } },
        'registerInfo.email',
      ],
      ['emailOTPLogin', '/auth/emailOTPLogin', { phoneE164: '0912345678' }, 'otpPassword'],
      ['emailOTPLogin', '/auth/emailOTPLogin', { phoneE164: '0912', otpPassword: '123456' }, 'phoneE164'],
      [
        'emailOTPLogin',
        '/auth/emailOTPLogin',
        { phoneE164: '0912345678', otpPassword: '123456', lineUserId: 'U1234' },
        'lineLoginId',
      ],
      ['customerCheck', '/auth/customerCheck', {}, 'phoneE164'],
      ['customerCheck', '/auth/customerCheck', { phoneE164: '+1 555' }, 'phoneE164'],
      ['resetEmail', '/auth/resetEmail', { authToken: 'x', email: 'nope' }, 'email'],
      ['forgotPassword', '/auth/forgotPassword', { password: 'long enough' }, 'authToken'],
      ['lineTokenVerify', '/auth/lineTokenVerify', { lineToken: 42 }, 'lineToken'],
      ['lineOTPLogin', '/auth/lineOTPLogin', {}, 'lineLoginId'],
    ];
    for (const [name, path, body, field] of cases) {
      it(`${name} ${JSON.stringify(body)} → 400 ${field}`, async () => {
        const res = await authClient(t).call('POST', path, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          status: 'VALIDATION_FAILED',
          data: { fields: { [field]: expect.any(String) } },
        });
        // The message says what is wrong in the field's own words; `fields` names the field.
        expect(res.json().message).toContain(res.json().data.fields[field]);
      });
    }

    it('a missing store code, an unknown store, a malformed body', async () => {
      const noCode = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sendValidateCode',
        payload: { phoneE164: '0912345678' },
      });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().data.fields).toHaveProperty('code');
      const unknown = await authClient(t, 'no-such-store').send(newPhone());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().status).toBe('STORE_NOT_FOUND');
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/auth/validatePhoneNumber?code=demo',
        headers: { 'content-type': 'application/json' },
        payload: '{"phoneE164":',
      });
      expect(broken.statusCode).toBe(400);
    });
  });

  it('documents every auth call in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const p of [
      'customerCheck',
      'sendValidateCode',
      'validatePhoneNumber',
      'register',
      'emailOTPLogin',
      'renewToken',
      'resetEmail',
      'forgotPassword',
      'lineTokenVerify',
      'lineOTPLogin',
      'lineBinding',
      'logout',
    ]) {
      expect(paths).toContain(`/api/auth/${p}`);
    }
    expect(paths).toContain('/api/customer');
  });
});
