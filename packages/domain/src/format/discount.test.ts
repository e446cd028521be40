import { describe, expect, it } from 'vitest';
import { formatDiscount } from './discount';

describe('formatDiscount', () => {
  it.each([
    ['percent shown as 折: paying 90% is 9 折', 'Percent', 90, '9 折'],
    ['percent shown as 折: paying 85% is 85 折', 'Percent', 85, '85 折'],
    ['percent shown as 折: paying 50% is 5 折', 'Percent', 50, '5 折'],
    ['percent shown as 折: paying 95% is 95 折', 'Percent', 95, '95 折'],
    ['percent below 10 keeps the point: paying 5% is 0.5 折', 'Percent', 5, '0.5 折'],
    ['0 percent is 免費使用', 'Percent', 0, '免費使用'],
    ['amounts as 元', 'Amount', 100, '折抵 100 元'],
    ['amounts use thousands separators', 'Amount', 1500, '折抵 1,500 元'],
  ] as const)('%s', (_rule, type, value, expected) => {
    expect(formatDiscount({ type, value })).toBe(expected);
  });

  it.each([
    ['Percent', 90, '10% off'],
    ['Percent', 85, '15% off'],
    ['Percent', 0, 'Free'],
    ['Amount', 100, '$100 off'],
    ['Amount', 1500, '$1,500 off'],
  ] as const)('in English: %s %s is %s', (type, value, expected) => {
    expect(formatDiscount({ type, value }, 'en')).toBe(expected);
  });
});
