import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { customers, notifications, storeNotifySettings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { startFakeLine, startFakeSms } from '#test/fake-line';
import { decodeMail, startSmtp } from '#test/fake-smtp';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU, WED } from '../bookings/test-support';

const HOUR = 3600;
const LINE_TOKEN = 'store-channel-access-token-0123456789';
const LINE_USER = `U${'a1'.repeat(16)}`;

/** The calendar part of a received mail, parsed by ical.js. */
function icsOf(raw: string) {
  const start = raw.search(/content-type: text\/calendar/i);
  expect(start).toBeGreaterThan(0);
  const part = raw.slice(start, raw.indexOf('\r\n--', start));
  const comp = new ICAL.Component(ICAL.parse(decodeMail(part)));
  const vevent = comp.getFirstSubcomponent('vevent')!;
  return {
    method: comp.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    organizer: vevent.getFirstPropertyValue('organizer'),
    attendee: vevent.getFirstPropertyValue('attendee'),
  };
}

describeEachDatabase('messages to customers', (kind) => {
  let t: TestApp;
  let storeId: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sms: Awaited<ReturnType<typeof startFakeSms>>;
  let line: Awaited<ReturnType<typeof startFakeLine>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    sms = await startFakeSms('sms-key');
    line = await startFakeLine(LINE_TOKEN);
    t = await createTestApp(kind, {
      config: {
        publicUrl: 'https://book.example.com',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        smtpFrom: 'salon <no-reply@salon.test>',
        smsUrl: sms.url,
        smsKey: 'sms-key',
        lineMessagingUrl: line.url,
      },
    });
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), sms.close(), line.close()]);
  });
  beforeEach(() => {
    t.clock.set(TEST_NOW);
    sms.delivered.length = 0;
    smtp.mails.length = 0;
    line.delivered.length = 0;
  });

  /** Runs every job due now, and what those enqueue. */
  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };
  const customer = (overrides = {}) =>
    signedInCustomer(t.database.db, storeId, TEST_NOW, {
      email: `c${Math.random().toString(36).slice(2)}@mail.test`,
      ...overrides,
    });
  const book = async (headers: Record<string, string>, start: number, designer = 'amber') => {
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: designer }], start),
      headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.bookingId as string;
  };
  const smsTo = (phone: string) => sms.delivered.filter((m) => m.to === phone).map((m) => m.text);

  it('a booking 26 h ahead: confirmed at once by SMS and by e-mail with a valid .ics; its 24 h reminder when the clock passes 24 h before it, exactly once', async () => {
    const c = await customer();
    const start = WED(12);
    const id = await book(c.headers, start);
    await drain();
    const [confirmation] = smsTo(c.customer.phoneE164!);
    expect(confirmation).toContain('預約成功');
    expect(confirmation).toContain('2026/11/25 12:00');
    expect(confirmation).toContain('Amber');
    expect(confirmation).toContain(`https://book.example.com/demo/booking/${id}`);
    expect(smtp.mails.map((m) => m.to)).toEqual([[c.customer.email]]);
    const { method, event, organizer, attendee } = icsOf(smtp.mails[0]!.raw);
    expect(method).toBe('REQUEST');
    // An invitation names who sends it and to whom (RFC 5546 REQUEST requires both).
    expect([organizer, attendee]).toEqual(['mailto:no-reply@salon.test', `mailto:${c.customer.email}`]);
    expect(event.uid).toBe(`${id}@salon-booking`);
    expect(event.startDate.toUnixTime()).toBe(start);
    expect(event.endDate.toUnixTime()).toBeGreaterThan(start);

    t.clock.set(start - 24 * HOUR - 1);
    await drain();
    expect(smsTo(c.customer.phoneE164!)).toHaveLength(1);
    t.clock.set(start - 24 * HOUR);
    await drain();
    await drain();
    const texts = smsTo(c.customer.phoneE164!);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('提醒您');
    t.clock.set(start - 23 * HOUR);
    await drain();
    expect(smsTo(c.customer.phoneE164!)).toHaveLength(2);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.orderId, id));
    expect(rows.map((r) => `${r.kind}/${r.channel}/${r.state}`).sort()).toEqual([
      'bookingReceived/email/sent',
      'bookingReceived/sms/sent',
      'reminder/email/sent',
      'reminder/sms/sent',
    ]);
  });

  it('a booking cancelled before then gets no reminder; a moved one gets the reminder of its new time only', async () => {
    const c = await customer();
    const cancelled = await book(c.headers, WED(15));
    const moved = await book(c.headers, WED(16), 'mia');
    await drain();
    const cancel = await call(t.app, 'DELETE', '/api/bookings?code=demo', {
      payload: { bookingId: cancelled },
      headers: c.headers,
    });
    expect(cancel.code).toBe(200);
    const put = await call(t.app, 'PUT', '/api/bookings?code=demo', {
      payload: { bookingId: moved, startTime: WED(17) },
      headers: c.headers,
    });
    expect(put.code, JSON.stringify(put.body)).toBe(200);
    await drain();
    const texts = smsTo(c.customer.phoneE164!);
    // The time ends in its weekday's full-width bracket, with no space after it.
    expect(texts.filter((s) => /您已取消 \d{4}\/\d\d\/\d\d \d\d:\d\d（週.）的預約/.test(s))).toHaveLength(1);
    expect(texts.filter((s) => s.includes('已改到') && s.includes('17:00'))).toHaveLength(1);
    // The moved booking's e-mail updates the calendar entry: the same UID, a higher SEQUENCE.
    const movedMails = smtp.mails.map((m) => icsOf(m.raw)).filter((m) => m.event.uid === `${moved}@salon-booking`);
    expect(movedMails.map((m) => m.event.startDate.toUnixTime())).toEqual([WED(16), WED(17)]);
    expect(movedMails[1]!.event.sequence).toBeGreaterThan(movedMails[0]!.event.sequence);
    const cancelMail = smtp.mails.map((m) => icsOf(m.raw)).find((m) => m.method === 'CANCEL');
    expect(cancelMail?.event.uid).toBe(`${cancelled}@salon-booking`);

    for (const at of [
      WED(15) - 24 * HOUR,
      WED(16) - 24 * HOUR,
      WED(17) - 24 * HOUR,
      WED(15) - 2 * HOUR,
      WED(16) - 2 * HOUR,
      WED(17) - 2 * HOUR,
    ]) {
      t.clock.set(at);
      await drain();
    }
    const reminders = smsTo(c.customer.phoneE164!).filter((s) => s.includes('提醒您'));
    expect(reminders).toHaveLength(2);
    expect(reminders.every((s) => s.includes('17:00'))).toBe(true);
  });

  it('an SMS provider failing 3 times then recovering delivers the message once', async () => {
    const c = await customer({ email: null });
    sms.state.failures = 0;
    sms.state.failFirst = 3;
    try {
      await book(c.headers, WED(18));
      for (let i = 0; i < 6; i++) {
        await drain();
        t.clock.advance(300);
      }
    } finally {
      sms.state.failFirst = 0;
    }
    expect(sms.state.failures).toBe(3);
    expect(smsTo(c.customer.phoneE164!)).toHaveLength(1);
  });

  it('LINE: a wrong channel token is refused and the message lands failed for staff; with the right one a retried push (same retry key) counts once', async () => {
    const c = await customer({ lineUserId: LINE_USER, email: null });
    await t.database.db.insert(storeNotifySettings).values({ storeId, lineChannelToken: 'wrong-token' });
    const first = await book(c.headers, THU(11));
    for (let i = 0; i < 8; i++) {
      await drain();
      t.clock.advance(3600);
    }
    expect(line.refused.filter((s) => s === 401).length).toBe(5);
    expect(line.delivered).toEqual([]);
    const [failed] = await t.database.db.select().from(notifications).where(eq(notifications.orderId, first));
    expect(failed).toMatchObject({ channel: 'line', state: 'failed', error: 'ChannelError: LINE answered 401' });

    t.clock.set(TEST_NOW);
    await t.database.db
      .update(storeNotifySettings)
      .set({ lineChannelToken: LINE_TOKEN })
      .where(eq(storeNotifySettings.storeId, storeId));
    line.state.failNext = 1;
    await book(c.headers, THU(13));
    for (let i = 0; i < 3; i++) {
      await drain();
      t.clock.advance(120);
    }
    expect(line.delivered).toHaveLength(1);
    expect(line.delivered[0]).toMatchObject({ to: LINE_USER });
    expect(line.delivered[0]!.text).toContain('預約成功');
    await t.database.db.delete(storeNotifySettings).where(eq(storeNotifySettings.storeId, storeId));
    await t.database.db.update(customers).set({ lineUserId: null }).where(eq(customers.id, c.customer.id));
  });
});
