import { describe, expect, it } from 'vitest';
import { codeDigits, secondsUntil } from './otp';

describe('one-time code input', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    ['【美髮沙龍】您的驗證碼為 654321，5 分鐘內有效。', '654321'],
    ['1234567', '123456'],
    ['12a', '12'],
    ['', ''],
  ])('%j → %j', (input, digits) => {
    expect(codeDigits(input)).toBe(digits);
  });

  it('counts the resend wait down to zero, never below', () => {
    expect(secondsUntil(1060, 1000)).toBe(60);
    expect(secondsUntil(1000.2, 1000)).toBe(1);
    expect(secondsUntil(900, 1000)).toBe(0);
    expect(secondsUntil(undefined, 1000)).toBe(0);
  });
});
