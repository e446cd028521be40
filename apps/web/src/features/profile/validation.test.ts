import { describe, expect, it } from 'vitest';
import {
  birthToFields,
  emailProblem,
  formatBirth,
  genderProblem,
  lastNameProblem,
  parseBirth,
  passwordProblem,
  todayIn,
} from './validation';

const TODAY = { year: 2025, month: 6, date: 15 };
const fields = (year: string, month: string, date: string) => ({ year, month, date });

describe('profile field rules', () => {
  it('name: required, trimmed, at most 50 characters', () => {
    expect(lastNameProblem('  ')?.key).toBe('validation.lastNameRequired');
    expect(lastNameProblem('王小美')).toBeNull();
    expect(lastNameProblem('王'.repeat(50))).toBeNull();
    expect(lastNameProblem('王'.repeat(51))).toEqual({ key: 'validation.lastNameTooLong', values: { max: 50 } });
  });

  it('gender: one of Male, Female, Other', () => {
    expect(genderProblem('Female')).toBeNull();
    expect(genderProblem('')?.key).toBe('validation.genderRequired');
    expect(genderProblem('female')?.key).toBe('validation.genderRequired');
  });

  it.each([
    ['', null],
    ['mei@example.com', null],
    ['mei.wang+salon@mail.example.com.tw', null],
    ['mei@', 'validation.emailInvalid'],
    ['mei@example', 'validation.emailInvalid'],
    ['mei wang@example.com', 'validation.emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'validation.emailTooLong'],
  ])('email %j → %s', (value, key) => {
    expect(emailProblem(value)?.key ?? null).toBe(key);
  });

  it('email can be required', () => {
    expect(emailProblem('', true)?.key).toBe('validation.emailRequired');
  });

  it('birthday: none, complete and real, not after today', () => {
    expect(parseBirth(fields('', '', ''), TODAY)).toEqual({ birth: null, problem: null });
    expect(parseBirth(fields('1990', '5', ''), TODAY).problem?.key).toBe('validation.birthIncomplete');
    expect(parseBirth(fields('1990', '5', '20'), TODAY)).toEqual({
      birth: { year: 1990, month: 5, date: 20 },
      problem: null,
    });
    expect(parseBirth(fields('2023', '2', '29'), TODAY).problem?.key).toBe('validation.birthInvalid');
    expect(parseBirth(fields('2024', '2', '29'), TODAY).problem).toBeNull();
    expect(parseBirth(fields('1990', '4', '31'), TODAY).problem?.key).toBe('validation.birthInvalid');
    expect(parseBirth(fields('2025', '6', '15'), TODAY).problem).toBeNull();
    expect(parseBirth(fields('2025', '6', '16'), TODAY).problem?.key).toBe('validation.birthFuture');
    expect(parseBirth(fields('1899', '1', '1'), TODAY).problem?.key).toBe('validation.birthInvalid');
  });

  it('formats and reads back a birthday', () => {
    expect(formatBirth({ year: 1990, month: 5, date: 2 })).toBe('1990/05/02');
    expect(birthToFields({ year: 1990, month: 5, date: 2 })).toEqual(fields('1990', '5', '2'));
    expect(birthToFields(null)).toEqual(fields('', '', ''));
  });

  it("today is the store's date, in the store's zone", () => {
    // 2025-06-14 17:00 UTC is already 2025-06-15 01:00 in Taipei, still the 14th in New York.
    const instant = new Date('2025-06-14T17:00:00Z');
    expect(todayIn('Asia/Taipei', instant)).toEqual(TODAY);
    expect(todayIn('America/New_York', instant)).toEqual({ year: 2025, month: 6, date: 14 });
  });

  it('password: 8 to 72 characters', () => {
    expect(passwordProblem('')?.key).toBe('validation.passwordRequired');
    expect(passwordProblem('1234567')?.key).toBe('validation.passwordShort');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(73))?.key).toBe('validation.passwordLong');
  });
});
