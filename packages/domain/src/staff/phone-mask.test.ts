import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  isMaskedPhone,
  maskedPhone,
  masksPhones,
  nationalPhone,
  phoneFor,
  phoneSearchDigits,
  visitDayOf,
  visitsToday,
} from './phone-mask';

const ZONE = 'Asia/Taipei';
/** 2026-11-25 00:00 in Taipei (UTC+8), unix s. */
const WED = Date.UTC(2026, 10, 24, 16) / 1000;
const HOUR = 3600;

describe("designers' masked phones", () => {
  it('masks a Taiwanese mobile as 0912-***-678', () => {
    expect(maskedPhone('+886912345678')).toBe('0912-***-678');
    expect(nationalPhone('+886912345678')).toBe('0912345678');
    expect(isMaskedPhone(maskedPhone('+886912345678'))).toBe(true);
    expect(isMaskedPhone('+886912345678')).toBe(false);
  });

  it('shows a Taiwanese mobile as 0912-345-678 to staff; other numbers and masked ones as they are', () => {
    expect(displayPhone('+886912345678')).toBe('0912-345-678');
    expect(displayPhone('+886223456789')).toBe('0223456789');
    expect(displayPhone('+14155550123')).toBe('+14155550123');
    expect(displayPhone('0912-***-678')).toBe('0912-***-678');
  });

  it('masks another country’s number by the same shape, and hides a short one entirely', () => {
    expect(maskedPhone('+14155550123')).toBe('+141-***-123');
    expect(maskedPhone('+88612')).toBe('***');
  });

  it('masks only designers, and only while the store masks', () => {
    expect(masksPhones({ role: 'designer', maskPhones: true })).toBe(true);
    expect(masksPhones({ role: 'designer', maskPhones: false })).toBe(false);
    expect(masksPhones({ role: 'manager', maskPhones: true })).toBe(false);
    expect(masksPhones({ role: 'owner', maskPhones: true })).toBe(false);
  });

  it('gives a designer the full number on the day of the visit, masked on any other day', () => {
    const designer = { role: 'designer' as const, maskPhones: true };
    expect(phoneFor(designer, '+886912345678', false)).toBe('0912-***-678');
    expect(phoneFor(designer, '+886912345678', true)).toBe('+886912345678');
    expect(phoneFor(designer, null, false)).toBeNull();
    expect(phoneFor({ role: 'manager', maskPhones: true }, '+886912345678', false)).toBe('+886912345678');
    expect(phoneFor({ role: 'designer', maskPhones: false }, '+886912345678', false)).toBe('+886912345678');
  });

  it("reads the visit's day in the store's zone", () => {
    // 23:30 on Wednesday in Taipei is 15:30 UTC: still Wednesday's visit.
    expect(visitsToday([WED + 23.5 * HOUR], WED + 9 * HOUR, ZONE)).toBe(true);
    expect(visitsToday([WED + 24 * HOUR], WED + 9 * HOUR, ZONE)).toBe(false);
    expect(visitsToday([WED - 1], WED + 9 * HOUR, ZONE)).toBe(false);
    expect(visitsToday([], WED, ZONE)).toBe(false);
    expect(visitDayOf(WED + 23.5 * HOUR, ZONE)).toEqual({ from: WED, to: WED + 24 * HOUR, date: '2026-11-25' });
  });
});

describe("the customer search's reading of a phone", () => {
  it('digits without separators or the national 0; a name or fewer than 3 digits is not a phone', () => {
    expect(phoneSearchDigits('0912-345 678')).toBe('912345678');
    expect(phoneSearchDigits('+886 (912) 345-678')).toBe('886912345678');
    expect(phoneSearchDigits('12')).toBeNull();
    expect(phoneSearchDigits('王小姐')).toBeNull();
  });
});
