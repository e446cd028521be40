import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { otpCodes, stores } from '#api/db/schema/index';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore } from '#test/fixtures';
import { authClient, newPhone } from './test-kit';

/** A six-digit code that is not `code`. */
const wrongCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describeEachDatabase('one-time code limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedStore(t.database.db);
    await seedDemoCopy(t.database.db, 'other');
  });
  afterAll(() => t.close());

  it('codes are 6 digits and stored only as a salted hash', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phoneE164, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.salt.length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('wrong code ×5 → OTP_LOCKED, and then even the right code is refused until a new one is sent', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await c.validate(phone, wrongCode(code, i))).json());
    expect(answers.slice(0, 4).map((a) => [a.status, a.data.remainingTries])).toEqual([
      ['OTP_INVALID', 4],
      ['OTP_INVALID', 3],
      ['OTP_INVALID', 2],
      ['OTP_INVALID', 1],
    ]);
    expect(answers[0].message).toBe('驗證碼錯誤，還可以再試 4 次');
    expect(answers[4]).toMatchObject({ status: 'OTP_LOCKED', message: '驗證碼錯誤次數過多，請重新取得驗證碼' });

    const right = await c.validate(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().status).toBe('OTP_LOCKED');
    expect((await c.emailOtpLogin({ phoneE164: phone, otpPassword: code })).json().status).not.toBe('SUCCESS');

    t.clock.advance(60);
    const fresh = await c.codeFor(phone);
    expect((await c.validate(phone, fresh)).statusCode).toBe(200);
  });

  it('the right code on the 5th try still works (4 wrong tries are allowed before it)', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    for (let i = 0; i < 4; i++) await c.validate(phone, wrongCode(code, i));
    expect((await c.validate(phone, code)).statusCode).toBe(200);
  });

  it('race: 20 concurrent wrong guesses count at most 5 tries, and the right code is locked afterwards', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        authClient(t)
          .validate(phone, wrongCode(code, i))
          .then((r) => r.json()),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 'OTP_INVALID')).toHaveLength(4);
    expect(statuses.filter((s) => s === 'OTP_LOCKED')).toHaveLength(16);
    expect(
      results
        .filter((r) => r.status === 'OTP_INVALID')
        .map((r) => r.data.remainingTries)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phoneE164, phone));
    expect(row!.attempts).toBe(5);
    expect((await c.validate(phone, code)).json().status).toBe('OTP_LOCKED');
  });

  it('race: the right code sent 10 times at once signs in once', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    const results = await Promise.all(Array.from({ length: 10 }, () => authClient(t).validate(phone, code)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    // The other checks either took one of the 5 tries and found the code used, or found it locked.
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(['OTP_EXPIRED', 'OTP_LOCKED']).toContain(r.json().status);
    }
  });

  it('a code expires after 5 minutes (valid at 4:59)', async () => {
    const c = authClient(t);
    const early = newPhone();
    const earlyCode = await c.codeFor(early);
    t.clock.advance(299);
    expect((await c.validate(early, earlyCode)).statusCode).toBe(200);

    const late = newPhone();
    const lateCode = await c.codeFor(late);
    t.clock.advance(300);
    const res = await c.validate(late, lateCode);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'OTP_EXPIRED', message: '驗證碼已失效，請重新取得驗證碼' });
  });

  it('a code works once: reusing it is refused', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const code = await c.codeFor(phone);
    expect((await c.validate(phone, code)).statusCode).toBe(200);
    const again = await c.validate(phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().status).toBe('OTP_EXPIRED');
    expect((await c.emailOtpLogin({ phoneE164: phone, otpPassword: code })).json().status).not.toBe('SUCCESS');
  });

  it('checking without a code sent is OTP_NOT_SENT', async () => {
    const res = await authClient(t).validate(newPhone(), '123456');
    expect(res.json()).toMatchObject({ status: 'OTP_NOT_SENT', message: '請先取得驗證碼' });
  });

  it('resend within 60 s is refused with the seconds to wait; a new code replaces the old one', async () => {
    const c = authClient(t);
    const phone = newPhone();
    const first = await c.codeFor(phone);
    const soon = await c.send(phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ status: 'OTP_TOO_SOON', data: { retryAfter: 60 } });
    expect(soon.json().message).toBe('驗證碼已送出，請於 60 秒後再重新發送');
    t.clock.advance(59);
    expect((await c.send(phone)).json()).toMatchObject({ status: 'OTP_TOO_SOON', data: { retryAfter: 1 } });
    // Across stores too: the limit is per phone.
    expect((await authClient(t, 'other').send(phone)).json().status).toBe('OTP_TOO_SOON');
    expect((await c.outbox(phone)).json().data).toHaveLength(1);
    t.clock.advance(1);
    const second = await c.codeFor(phone);
    if (second !== first) expect((await c.validate(phone, first)).json().status).toBe('OTP_INVALID');
    expect((await c.validate(phone, second)).statusCode).toBe(200);
  });

  it('the 11th send in 24 hours is refused (counted over all stores), allowed again when the first is a day old', async () => {
    const demo = authClient(t);
    const other = authClient(t, 'other');
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? other : demo).send(phone);
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
      t.clock.advance(61);
    }
    const eleventh = await demo.send(phone);
    expect(eleventh.statusCode).toBe(429);
    const wait = 86400 - 10 * 61;
    expect(eleventh.json()).toMatchObject({
      status: 'OTP_DAILY_LIMIT',
      message: '今日驗證碼發送次數已達上限，請明天再試',
      data: { retryAfter: wait },
    });
    expect((await other.send(phone)).json().status).toBe('OTP_DAILY_LIMIT');
    t.clock.advance(wait - 1);
    expect((await demo.send(phone)).json().status).toBe('OTP_DAILY_LIMIT');
    t.clock.advance(1);
    expect((await demo.send(phone)).statusCode).toBe(200);
    expect((await demo.send(newPhone())).statusCode).toBe(200);
  });

  it('race: 10 concurrent sends to one phone send exactly one code', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 10 }, () => authClient(t).send(phone)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().status === 'OTP_TOO_SOON')).toHaveLength(9);
    expect((await authClient(t).outbox(phone)).json().data).toHaveLength(1);
  });

  it('a landline cannot get an SMS', async () => {
    const res = await authClient(t).send('02-2345-6789');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.phoneE164).toBe('此號碼無法接收簡訊，請輸入手機號碼');
  });

  it('codes of one store do not disturb another store', async () => {
    const demo = authClient(t);
    const phone = newPhone();
    const code = await demo.codeFor(phone);
    const [store] = await t.database.db.select().from(stores).where(eq(stores.code, 'other'));
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phoneE164, phone), eq(otpCodes.storeId, store!.id)));
    expect(rows).toHaveLength(0);
    expect((await demo.validate(phone, code)).statusCode).toBe(200);
  });
});

describeEachDatabase('per-IP limits on sends and checks', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { authRateLimit: { send: 3, check: 4 } } });
    await seedStore(t.database.db);
  });
  afterAll(() => t.close());

  it('one IP may send only so many codes (to any phones) per 10 minutes', async () => {
    const c = authClient(t);
    for (let i = 0; i < 3; i++) expect((await c.send(newPhone())).statusCode).toBe(200);
    const limited = await c.send(newPhone());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'RATE_LIMITED', message: '操作太頻繁，請稍後再試' });
    expect(limited.json().data.retryAfter).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another IP is not affected.
    expect((await authClient(t).send(newPhone())).statusCode).toBe(200);
  });

  it('one IP may check only so many codes per 10 minutes', async () => {
    const c = authClient(t);
    const phone = newPhone();
    for (let i = 0; i < 4; i++) expect((await c.validate(phone, '000000')).statusCode).not.toBe(429);
    const limited = await c.validate(phone, '000000');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('RATE_LIMITED');
    expect((await c.emailOtpLogin({ phoneE164: phone, otpPassword: '000000' })).statusCode).not.toBe(429);
  });
});
