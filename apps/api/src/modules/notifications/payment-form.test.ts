import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { customerNotifySettings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { decodeMail, startSmtp } from '#test/fake-smtp';
import { signedInCustomer } from '#test/fixtures';
import { firstIcsEvent } from '#test/ics';
import { bookingBody, call, THU, WED } from '../bookings/test-support';
import { SANDBOX_SECRET, seedPaidStore, submitSandbox } from '../payments/test-support';

/** The paid store's ATM hold: 15 minutes. */
const HOLD = 900;

describeEachDatabase('messages about an ATM transfer awaited and a form to fill before the visit', (kind) => {
  let t: TestApp;
  let storeId: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      config: {
        paymentSandboxSecret: SANDBOX_SECRET,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        smtpFrom: 'salon <no-reply@salon.test>',
      },
    });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => t.clock.set(TEST_NOW));

  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };
  const outbox = async (to: string) =>
    (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as {
      kind?: string;
      text?: string;
    }[];
  const book = async (headers: Record<string, string>, productId: string, start: number, paymentMethod?: string) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody(
        [
          {
            productId,
            userId: productId === 'color-single' ? null : 'kevin',
            subItemId: productId === 'color-single' ? 'short' : null,
          },
        ],
        start,
        paymentMethod ? { paymentMethod } : {},
      ),
      headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { bookingId: string; payment: { paymentId: string; atm: { account: string } } };
  };

  it('an ATM account given: where, how much, by when; told again before the deadline while unpaid, not once paid', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const unpaid = await book(c.headers, 'cut-wash', THU(12), 'ATM');
    await drain();
    const first = (await outbox(phone)).filter((m) => m.kind === 'paymentAwaiting');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(unpaid.payment.atm.account);
    expect(first[0]!.text).toContain('$500');
    expect(first[0]!.text).toContain('/paid/booking/');
    t.clock.set(TEST_NOW + HOLD - HOLD / 3);
    await drain();
    const second = (await outbox(phone)).filter((m) => m.kind === 'paymentAwaiting');
    expect(second).toHaveLength(2);
    expect(second[0]!.text).toContain('尚未收到您的轉帳');

    const d = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await t.database.db.insert(customerNotifySettings).values({ storeId, customerId: d.customer.id, language: 'en' });
    t.clock.set(TEST_NOW);
    const paid = await book(d.headers, 'cut-wash', THU(15), 'ATM');
    await drain();
    expect((await outbox(d.customer.phoneE164!))[0]!.text).toContain('Please transfer $500');
    await submitSandbox(t, paid.payment.paymentId, { action: 'pay' });
    t.clock.set(TEST_NOW + HOLD - HOLD / 3);
    await drain();
    expect((await outbox(d.customer.phoneE164!)).filter((m) => m.kind === 'paymentAwaiting')).toHaveLength(1);
  });

  it('a booking with a consent form: the customer is asked to fill it before the visit, once', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const { bookingId } = await book(c.headers, 'color-single', WED(11));
    await drain();
    await drain();
    const asked = (await outbox(phone)).filter((m) => m.kind === 'formToFill');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('燙染同意書');
    const formId = /\/paid\/form\/([\w-]+)/.exec(asked[0]!.text!)?.[1];
    expect(formId).toBeTruthy();
    // Reading the booking's forms hands out nothing new: still one message.
    expect((await call(t.app, 'GET', `/api/bookings/${bookingId}?code=paid`)).body.data.forms).toHaveLength(1);
    await drain();
    expect((await outbox(phone)).filter((m) => m.kind === 'formToFill')).toHaveLength(1);
    const none = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await book(none.headers, 'cut-wash', THU(16));
    await drain();
    expect((await outbox(none.customer.phoneE164!)).filter((m) => m.kind === 'formToFill')).toHaveLength(0);
  });

  it('at night the ATM transfer’s SMS goes at once: its deadline comes before the quiet hours end', async () => {
    const night = TEST_NOW + 12 * 3600; // 22:00 Taipei
    t.clock.set(night);
    const c = await signedInCustomer(t.database.db, storeId, night);
    // Thursday 18:00: Kevin's noon and afternoon are taken by the earlier tests' bookings.
    await book(c.headers, 'cut-wash', THU(18), 'ATM');
    await drain();
    const sms = (await outbox(c.customer.phoneE164!)).filter((m) => m.kind === 'paymentAwaiting');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('2026/11/24 22:15');
  });

  it('both by e-mail too: the ATM transfer with its account, the form with its link and the visit’s calendar file', async () => {
    const payer = await signedInCustomer(t.database.db, storeId, TEST_NOW, { email: 'atm@mail.test' });
    const unpaid = await book(payer.headers, 'cut-wash', THU(11), 'ATM');
    const filler = await signedInCustomer(t.database.db, storeId, TEST_NOW, { email: 'form@mail.test' });
    const { bookingId } = await book(filler.headers, 'color-single', WED(16));
    await drain();
    await drain();
    const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

    const [atm, ...moreAtm] = mailsTo('atm@mail.test');
    expect(moreAtm).toEqual([]);
    expect(subjectOf(atm!.raw)).toBe('【青禾髮藝 Qinghe Hair】請以 ATM 轉帳付款');
    const atmText = textOf(atm!.raw);
    expect(atmText).toContain(unpaid.payment.atm.account);
    expect(atmText).toContain('$500');
    expect(atmText).toContain(`/paid/booking/${unpaid.bookingId}`);
    // No calendar entry for a booking held only until its transfer is due.
    expect(atm!.raw).not.toMatch(/text\/calendar/i);

    const mails = mailsTo('form@mail.test');
    const form = mails.find((m) => subjectOf(m.raw).endsWith('來店前請填寫表單'));
    expect(mails.map((m) => subjectOf(m.raw))).toEqual(
      expect.arrayContaining(['【青禾髮藝 Qinghe Hair】預約成功', '【青禾髮藝 Qinghe Hair】來店前請填寫表單']),
    );
    const formText = textOf(form!.raw);
    expect(formText).toContain('「燙染同意書」');
    expect(formText).toMatch(/\/paid\/form\/[\w-]+/);
    const event = firstIcsEvent(calendarOf(form!.raw));
    expect(event.uid).toBe(`${bookingId}@salon-booking`);
    expect(event.startDate.toUnixTime()).toBe(WED(16));
    expect(event.description).toContain(`/paid/booking/${bookingId}`);
  });
});

/** A mail's subject, its encoded words (RFC 2047, B or Q) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** One part of a mail (its headers from `content-type: <type>`), decoded; a single-part mail whole. */
function partOf(raw: string, type: string): string {
  if (!/^content-type: multipart/im.test(raw)) return decodeMail(raw);
  const start = raw.search(new RegExp(`content-type: ${type}`, 'i'));
  expect(start).toBeGreaterThanOrEqual(0);
  const end = raw.indexOf('\r\n--', start);
  return decodeMail(raw.slice(start, end < 0 ? undefined : end));
}
const textOf = (raw: string) => partOf(raw, 'text/plain');
const calendarOf = (raw: string) => partOf(raw, 'text/calendar');
