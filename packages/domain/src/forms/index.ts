/** Forms a store asks its customers to fill in: the check of answers against the form's fields. */

export { type AnswerIssue, formatAnswerIssue } from './answer-texts';
export * from './answers';
export { type FormEnglish, formTexts } from './english';
