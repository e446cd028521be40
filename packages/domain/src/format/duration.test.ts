import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationRange } from './duration';

describe('formatDuration: durations in hours and minutes', () => {
  it.each([
    ['minutes only', 30, 'zh-TW', '30 分鐘'],
    ['whole hours only', 60, 'zh-TW', '1 小時'],
    ['hours and minutes', 90, 'zh-TW', '1 小時 30 分鐘'],
    ['several hours', 150, 'zh-TW', '2 小時 30 分鐘'],
    ['zero is 0 minutes', 0, 'zh-TW', '0 分鐘'],
    ['English minutes only', 30, 'en', '30 min'],
    ['English whole hours', 120, 'en', '2 hr'],
    ['English hours and minutes', 90, 'en', '1 hr 30 min'],
  ] as const)('%s', (_rule, minutes, locale, expected) => {
    expect(formatDuration(minutes, locale)).toBe(expected);
  });

  it('defaults to zh-TW', () => {
    expect(formatDuration(45)).toBe('45 分鐘');
  });
});

describe('formatDurationRange', () => {
  it.each([
    ['Duration range shows a single value when min equals max', 60, 60, 'zh-TW', 'range', '1 小時'],
    ['Duration range shows low ~ high', 30, 90, 'zh-TW', 'range', '30 分鐘 ~ 1 小時 30 分鐘'],
    ["'from' (起) shows the lowest only", 30, 90, 'zh-TW', 'from', '30 分鐘 起'],
    ['English range', 30, 90, 'en', 'range', '30 min ~ 1 hr 30 min'],
    ["English 'from'", 30, 90, 'en', 'from', 'from 30 min'],
  ] as const)('%s', (_rule, min, max, locale, mode, expected) => {
    expect(formatDurationRange(min, max, locale, mode)).toBe(expected);
  });
});
