import type { FormFieldKind } from '../vocabulary/index';

/** One question of a store's form. Dates are 'YYYY-MM-DD'; 'today' is the day the form is filled in. */
export interface FormField {
  id: string;
  kind: FormFieldKind;
  label: string;
  description: string | null;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  choices?: string[];
  minDate?: string;
  maxDate?: string;
}

/** Text, a choice, several choices, a date, yes/no, or the id of an uploaded signature. */
export type FormAnswer = string | string[] | boolean | null;

export interface AnswerProblem {
  fieldId: string;
  message: string;
}

/** Text lengths when the form sets none. */
export const TEXT_MAX: Record<'ShortText' | 'LongText', number> = { ShortText: 200, LongText: 2000 };

export interface CheckOptions {
  /** Submitting: required fields must be answered. A draft may leave anything empty. */
  submit: boolean;
  /** The store's local date now, 'YYYY-MM-DD' (for 'today' bounds). */
  today: string;
  /** Signature ids uploaded for this form, by field; a signature answer must be one of its field's. */
  signatures?: ReadonlyMap<string, ReadonlySet<string>>;
}

export const isEmptyAnswer = (answer: unknown): boolean =>
  answer === null ||
  answer === undefined ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

/**
 * Every problem with the answers, one per field (the first found), in the form's order; answers
 * to fields the form does not have come last. An empty list means they may be saved (or submitted).
 */
export function checkAnswers(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
  options: CheckOptions,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const field of fields) {
    const message = checkAnswer(field, answers[field.id], options);
    if (message) problems.push({ fieldId: field.id, message });
  }
  const known = new Set(fields.map((f) => f.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) problems.push({ fieldId: id, message: '表單沒有這個欄位' });
  }
  return problems;
}

/** The problem with one answer, or null. */
export function checkAnswer(field: FormField, answer: unknown, options: CheckOptions): string | null {
  if (isEmptyAnswer(answer)) return options.submit && field.required ? requiredMessage(field.kind) : null;
  switch (field.kind) {
    case 'ShortText':
    case 'LongText':
      return checkText(field, answer);
    case 'SingleChoice':
      return typeof answer === 'string' && (field.choices ?? []).includes(answer) ? null : '請從選項中選擇';
    case 'MultipleChoice':
      return checkChoices(field, answer);
    case 'Date':
      return checkDate(field, answer, options.today);
    case 'YesNo':
      return typeof answer === 'boolean' ? null : '請選擇是或否';
    case 'Signature':
      return checkSignature(field, answer, options.signatures);
  }
}

function requiredMessage(kind: FormFieldKind): string {
  if (kind === 'Signature') return '請簽名';
  if (kind === 'SingleChoice' || kind === 'MultipleChoice' || kind === 'YesNo') return '請選擇一個答案';
  return '此欄位為必填';
}

function checkText(field: FormField, answer: unknown): string | null {
  if (typeof answer !== 'string') return '請輸入文字';
  const length = [...answer.trim()].length;
  const max = field.maxLength ?? TEXT_MAX[field.kind as 'ShortText' | 'LongText'];
  if (field.minLength && length < field.minLength) return `至少需 ${field.minLength} 個字`;
  if (length > max) return `最多 ${max} 個字`;
  return null;
}

function checkChoices(field: FormField, answer: unknown): string | null {
  if (!Array.isArray(answer) || !answer.every((a) => typeof a === 'string')) return '請從選項中選擇';
  const choices = field.choices ?? [];
  if (new Set(answer).size !== answer.length || !answer.every((a) => choices.includes(a))) return '請從選項中選擇';
  return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a 'YYYY-MM-DD' string names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function checkDate(field: FormField, answer: unknown, today: string): string | null {
  if (typeof answer !== 'string' || !isCalendarDate(answer)) return '請輸入正確的日期';
  const bound = (b: string | undefined) => (b === 'today' ? today : b);
  const min = bound(field.minDate);
  const max = bound(field.maxDate);
  // 'YYYY-MM-DD' strings order as the days do.
  if (min && answer < min) return field.minDate === 'today' ? '日期不可早於今天' : `日期不可早於 ${min}`;
  if (max && answer > max) return field.maxDate === 'today' ? '日期不可晚於今天' : `日期不可晚於 ${max}`;
  return null;
}

function checkSignature(
  field: FormField,
  answer: unknown,
  signatures: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): string | null {
  if (typeof answer !== 'string') return '請簽名';
  if (signatures && !signatures.get(field.id)?.has(answer)) return '簽名已失效，請重新簽名';
  return null;
}
