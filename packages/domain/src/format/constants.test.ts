import { describe, expect, it } from 'vitest';
import {
  BOOKING_AMOUNT_CAP,
  BOOKING_WINDOW_DAYS,
  CLIENT_VERSION,
  DEFAULT_BOOKING_TIME_OFFSET,
  DEFAULT_TIME_ZONE,
  MAX_VERSION_RELOADS,
  TOKEN_RENEWAL_THRESHOLD_SECONDS,
  TOKYO_TIME_ZONE,
} from './index';

describe('business constants', () => {
  it.each([
    ['time zone fixed to Taipei', DEFAULT_TIME_ZONE, 'Asia/Taipei'],
    ['a Tokyo zone is also listed', TOKYO_TIME_ZONE, 'Asia/Tokyo'],
    ['client version 1.21.0', CLIENT_VERSION, '1.21.0'],
    ['booking amount cap 10,000', BOOKING_AMOUNT_CAP, 10000],
    ['booking window 30 days', BOOKING_WINDOW_DAYS, 30],
    ['token renewal threshold 29 days of 86400 s', TOKEN_RENEWAL_THRESHOLD_SECONDS, 2505600],
    ['bookingTimeOffset default 60', DEFAULT_BOOKING_TIME_OFFSET, 60],
    ['forced reload for outdated version up to 3 times', MAX_VERSION_RELOADS, 3],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
