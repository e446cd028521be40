import { describe, expect, it } from 'vitest';
import { formatAnswerIssue } from './answer-texts';
import { checkAnswer, checkAnswers, type FormField, isCalendarDate } from './answers';

const field = (kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({
  id: 'f',
  kind,
  label: 'x',
  description: null,
  required: false,
  ...extra,
});
const today = '2026-11-24';
const draft = { submit: false, today };
const submit = { submit: true, today };

describe('form answers', () => {
  it('a required field may stay empty in a draft, not when submitted; signatures ask to sign', () => {
    for (const empty of [null, undefined, '', '  ', []]) {
      expect(checkAnswer(field('ShortText', { required: true }), empty, draft)).toBeNull();
      expect(checkAnswer(field('ShortText', { required: true }), empty, submit)).toBe('此欄位為必填');
    }
    expect(checkAnswer(field('Signature', { required: true }), null, submit)).toBe('請簽名');
    expect(checkAnswer(field('YesNo', { required: true }), null, submit)).toBe('請選擇一個答案');
    expect(checkAnswer(field('ShortText'), null, submit)).toBeNull();
  });

  it('text: its length limits, counted in characters after trimming; the default limits by kind', () => {
    const f = field('ShortText', { minLength: 2, maxLength: 4 });
    expect(checkAnswer(f, '過', draft)).toBe('至少需 2 個字');
    expect(checkAnswer(f, ' 過敏 ', draft)).toBeNull();
    expect(checkAnswer(f, '花粉過敏史', draft)).toBe('最多 4 個字');
    expect(checkAnswer(field('ShortText'), 'a'.repeat(201), draft)).toBe('最多 200 個字');
    expect(checkAnswer(field('LongText'), 'a'.repeat(2000), draft)).toBeNull();
    expect(checkAnswer(field('LongText'), 42, draft)).toBe('請輸入文字');
  });

  it('single and multiple choice: only the offered choices, no repeats', () => {
    const one = field('SingleChoice', { choices: ['正常', '敏感'] });
    expect(checkAnswer(one, '敏感', draft)).toBeNull();
    expect(checkAnswer(one, '油性', draft)).toBe('請從選項中選擇');
    const many = field('MultipleChoice', { choices: ['a', 'b', 'c'] });
    expect(checkAnswer(many, ['a', 'c'], draft)).toBeNull();
    expect(checkAnswer(many, ['a', 'a'], draft)).toBe('請從選項中選擇');
    expect(checkAnswer(many, ['d'], draft)).toBe('請從選項中選擇');
    expect(checkAnswer(many, 'a', draft)).toBe('請從選項中選擇');
  });

  it('dates: real calendar days within the bounds; today is the day of filling in', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    const past = field('Date', { maxDate: 'today' });
    expect(checkAnswer(past, '2026-11-24', draft)).toBeNull();
    expect(checkAnswer(past, '2026-11-25', draft)).toBe('日期不可晚於今天');
    expect(checkAnswer(past, '2026/11/01', draft)).toBe('請輸入正確的日期');
    const range = field('Date', { minDate: '2026-01-01', maxDate: '2026-12-31' });
    expect(checkAnswer(range, '2025-12-31', draft)).toBe('日期不可早於 2026/01/01');
    expect(checkAnswer(field('Date', { minDate: 'today' }), '2026-11-23', draft)).toBe('日期不可早於今天');
  });

  it('yes/no takes a boolean', () => {
    expect(checkAnswer(field('YesNo'), false, submit)).toBeNull();
    expect(checkAnswer(field('YesNo'), 'no', draft)).toBe('請選擇是或否');
  });

  it('a signature answer must be one uploaded for that field', () => {
    const signatures = new Map([['f', new Set(['sig-1'])]]);
    expect(checkAnswer(field('Signature'), 'sig-1', { ...draft, signatures })).toBeNull();
    expect(checkAnswer(field('Signature'), 'sig-2', { ...draft, signatures })).toBe('簽名已失效，請重新簽名');
  });

  it('names every failing field at once, in the form order, and answers to fields the form lacks', () => {
    const fields = [
      field('ShortText', { id: 'a', required: true }),
      field('YesNo', { id: 'b', required: true }),
      field('ShortText', { id: 'c' }),
    ];
    expect(checkAnswers(fields, { c: 'ok', z: 1 }, submit)).toEqual([
      { fieldId: 'a', message: '此欄位為必填', issue: { kind: 'required' } },
      { fieldId: 'b', message: '請選擇一個答案', issue: { kind: 'choose' } },
      { fieldId: 'z', message: '表單沒有這個欄位', issue: { kind: 'unknownField' } },
    ]);
    expect(checkAnswers(fields, { a: '有', b: true }, submit)).toEqual([]);
  });

  it('each problem has its English words too (the API writes zh-TW, the web the customer language)', () => {
    const fields = [
      field('Signature', { id: 's', required: true }),
      field('YesNo', { id: 'y', required: true }),
      field('Date', { id: 'd', maxDate: 'today' }),
      field('ShortText', { id: 't', minLength: 2 }),
    ];
    const problems = checkAnswers(fields, { d: '2999-01-01', t: 'a' }, submit);
    expect(problems.map((p) => formatAnswerIssue(p.issue, 'en'))).toEqual([
      'Please sign',
      'Please choose an answer',
      'The date cannot be after today',
      'At least 2 characters',
    ]);
    expect(problems.map((p) => formatAnswerIssue(p.issue))).toEqual(problems.map((p) => p.message));
    expect(problems.map((p) => p.message)).toEqual(['請簽名', '請選擇一個答案', '日期不可晚於今天', '至少需 2 個字']);
  });
});
