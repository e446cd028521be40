import { describe, expect, it } from 'vitest';
import { countryOptions, formatPhone, phoneProblem, toE164 } from './phone';

describe('phone normalisation (spec: E.164, Taiwan by default)', () => {
  it.each([
    ['0912345678', '+886912345678'],
    ['0912-345-678', '+886912345678'],
    ['0912 345 678', '+886912345678'],
    ['912345678', '+886912345678'],
    ['+886 912 345 678', '+886912345678'],
    ['+886912345678', '+886912345678'],
    ['  0987654321 ', '+886987654321'],
  ])('%s → %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it('a number typed with +code wins over the chosen country', () => {
    expect(toE164('+852 9123 4567', 'TW')).toBe('+85291234567');
  });

  it('reads the national number in the chosen country', () => {
    expect(toE164('9123 4567', 'HK')).toBe('+85291234567');
    expect(toE164('090-1234-5678', 'JP')).toBe('+819012345678');
  });

  it.each([
    ['a Taiwanese landline', '02 2771 5566'],
    ['too short', '0912 345'],
    ['too long', '0912 345 6789'],
    ['letters', 'abc'],
  ])('refuses %s', (_, input) => {
    expect(toE164(input)).toBeNull();
    expect(phoneProblem(input)).toBe('invalid');
  });

  it('an empty phone is required, not invalid', () => {
    expect(phoneProblem('  ')).toBe('required');
  });

  it('shows a Taiwanese number nationally and others internationally', () => {
    expect(formatPhone('+886912345678')).toBe('0912 345 678');
    expect(formatPhone('+85291234567')).toBe('+852 9123 4567');
  });

  it('lists Taiwan first, then the common countries, then every other', () => {
    const options = countryOptions('zh-TW');
    expect(options[0]).toMatchObject({ code: 'TW', callingCode: '886' });
    expect(options.slice(1, 4).map((o) => o.code)).toEqual(['HK', 'MO', 'CN']);
    expect(options.length).toBeGreaterThan(200);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
  });
});
