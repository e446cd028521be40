import { describe, expect, it } from 'vitest';
import { NOTIFY_KINDS } from '../vocabulary';
import { keepsQuietHours, SMS_AT_ANY_HOUR, smsSendAt } from './quiet-hours';

/** Unix seconds of a Taipei wall-clock time (UTC+8). */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute) / 1000;

describe('SMS quiet hours (21:00–09:00 Taipei) for what the customer did not just cause', () => {
  it('sends at once during the day', () => {
    expect(smsSendAt('reminder', taipei(24, 9), null)).toBe(taipei(24, 9));
    expect(smsSendAt('reminder', taipei(24, 20, 59), taipei(26, 10))).toBe(taipei(24, 20, 59));
  });
  it('waits until 09:00 at night, the same or the next day', () => {
    expect(smsSendAt('reminder', taipei(24, 21), taipei(26, 10))).toBe(taipei(25, 9));
    expect(smsSendAt('bookingClosed', taipei(25, 3), null)).toBe(taipei(25, 9));
  });
  it('sends at night when the visit is sooner than 09:00', () => {
    expect(smsSendAt('bookingMoved', taipei(24, 22), taipei(25, 8, 30))).toBe(taipei(24, 22));
  });
});

describe('SMS at any hour: what the customer just caused and a payment’s outcome', () => {
  it('a booking made a second ago is told at 04:00, not at 09:00', () => {
    expect(smsSendAt('bookingReceived', taipei(25, 4), taipei(26, 15))).toBe(taipei(25, 4));
    expect(smsSendAt('bookingAwaitingShop', taipei(24, 23), null)).toBe(taipei(24, 23));
  });
  it('their own cancellation and the ATM transfer they chose go at once', () => {
    expect(smsSendAt('bookingCancelled', taipei(25, 2), taipei(27, 12))).toBe(taipei(25, 2));
    expect(smsSendAt('paymentAwaiting', taipei(25, 2), taipei(27, 12))).toBe(taipei(25, 2));
  });
  it('a payment’s outcome goes at once: a booking lapsed unpaid, a declined card', () => {
    expect(smsSendAt('bookingLapsed', taipei(25, 3), taipei(27, 12))).toBe(taipei(25, 3));
    expect(smsSendAt('paymentFailed', taipei(24, 22), null)).toBe(taipei(24, 22));
  });
  it('every other kind keeps the quiet hours: only the kinds named go at night', () => {
    const quiet = NOTIFY_KINDS.filter(keepsQuietHours);
    expect(quiet).toEqual([
      'bookingConfirmed',
      'bookingMoved',
      'bookingClosed',
      'reminder',
      'pickupReady',
      'waitlistSlotFree',
      'formToFill',
    ]);
    for (const kind of quiet) expect(smsSendAt(kind, taipei(25, 4), null)).toBe(taipei(25, 9));
    for (const kind of SMS_AT_ANY_HOUR) expect(keepsQuietHours(kind)).toBe(false);
  });
});
