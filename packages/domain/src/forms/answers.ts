import type { FormFieldKind } from '../vocabulary/index';
import { type AnswerIssue, formatAnswerIssue } from './answer-texts';

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
  /** The problem in zh-TW (what the API answers); `issue` is the same as data for any language. */
  message: string;
  issue: AnswerIssue;
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
    const issue = answerIssue(field, answers[field.id], options);
    if (issue) problems.push({ fieldId: field.id, message: formatAnswerIssue(issue), issue });
  }
  const known = new Set(fields.map((f) => f.id));
  for (const id of Object.keys(answers)) {
    const issue: AnswerIssue = { kind: 'unknownField' };
    if (!known.has(id)) problems.push({ fieldId: id, message: formatAnswerIssue(issue), issue });
  }
  return problems;
}

/** The problem with one answer in zh-TW, or null. */
export function checkAnswer(field: FormField, answer: unknown, options: CheckOptions): string | null {
  const issue = answerIssue(field, answer, options);
  return issue && formatAnswerIssue(issue);
}

/** The problem with one answer as data, or null. */
function answerIssue(field: FormField, answer: unknown, options: CheckOptions): AnswerIssue | null {
  if (isEmptyAnswer(answer)) return options.submit && field.required ? requiredIssue(field.kind) : null;
  switch (field.kind) {
    case 'ShortText':
    case 'LongText':
      return checkText(field, answer);
    case 'SingleChoice':
      return typeof answer === 'string' && (field.choices ?? []).includes(answer) ? null : { kind: 'fromChoices' };
    case 'MultipleChoice':
      return checkChoices(field, answer);
    case 'Date':
      return checkDate(field, answer, options.today);
    case 'YesNo':
      return typeof answer === 'boolean' ? null : { kind: 'yesNo' };
    case 'Signature':
      return checkSignature(field, answer, options.signatures);
  }
}

function requiredIssue(kind: FormFieldKind): AnswerIssue {
  if (kind === 'Signature') return { kind: 'sign' };
  if (kind === 'SingleChoice' || kind === 'MultipleChoice' || kind === 'YesNo') return { kind: 'choose' };
  return { kind: 'required' };
}

function checkText(field: FormField, answer: unknown): AnswerIssue | null {
  if (typeof answer !== 'string') return { kind: 'text' };
  const length = [...answer.trim()].length;
  const max = field.maxLength ?? TEXT_MAX[field.kind as 'ShortText' | 'LongText'];
  if (field.minLength && length < field.minLength) return { kind: 'minLength', n: field.minLength };
  if (length > max) return { kind: 'maxLength', n: max };
  return null;
}

function checkChoices(field: FormField, answer: unknown): AnswerIssue | null {
  if (!Array.isArray(answer) || !answer.every((a) => typeof a === 'string')) return { kind: 'fromChoices' };
  const choices = field.choices ?? [];
  if (new Set(answer).size !== answer.length || !answer.every((a) => choices.includes(a)))
    return { kind: 'fromChoices' };
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

function checkDate(field: FormField, answer: unknown, today: string): AnswerIssue | null {
  if (typeof answer !== 'string' || !isCalendarDate(answer)) return { kind: 'date' };
  const bound = (b: string | undefined) => (b === 'today' ? today : b);
  const min = bound(field.minDate);
  const max = bound(field.maxDate);
  // 'YYYY-MM-DD' strings order as the days do.
  if (min && answer < min) return { kind: 'dateMin', date: field.minDate === 'today' ? 'today' : min };
  if (max && answer > max) return { kind: 'dateMax', date: field.maxDate === 'today' ? 'today' : max };
  return null;
}

function checkSignature(
  field: FormField,
  answer: unknown,
  signatures: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): AnswerIssue | null {
  if (typeof answer !== 'string') return { kind: 'sign' };
  if (signatures && !signatures.get(field.id)?.has(answer)) return { kind: 'signAgain' };
  return null;
}
