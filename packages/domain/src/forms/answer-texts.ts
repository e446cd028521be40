import type { DisplayLocale } from '../format/constants';
import { formatIsoDay } from '../format/date';

/** What is wrong with one answer, as data; each language words it (formatAnswerIssue). */
export type AnswerIssue =
  | { kind: 'required' | 'sign' | 'choose' | 'fromChoices' | 'yesNo' | 'text' | 'date' | 'signAgain' | 'unknownField' }
  | { kind: 'minLength' | 'maxLength'; n: number }
  | { kind: 'dateMin' | 'dateMax'; date: string | 'today' };

const ZH: Record<Exclude<AnswerIssue['kind'], 'minLength' | 'maxLength' | 'dateMin' | 'dateMax'>, string> = {
  required: '此欄位為必填',
  sign: '請簽名',
  choose: '請選擇一個答案',
  fromChoices: '請從選項中選擇',
  yesNo: '請選擇是或否',
  text: '請輸入文字',
  date: '請輸入正確的日期',
  signAgain: '簽名已失效，請重新簽名',
  unknownField: '表單沒有這個欄位',
};

const EN: typeof ZH = {
  required: 'Please answer this question',
  sign: 'Please sign',
  choose: 'Please choose an answer',
  fromChoices: 'Please choose from the options',
  yesNo: 'Please choose yes or no',
  text: 'Please enter text',
  date: 'Please enter a real date',
  signAgain: 'The signature has expired; please sign again',
  unknownField: 'The form has no such question',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An answer's problem in the customer's language (zh-TW is also what the API writes). */
export function formatAnswerIssue(issue: AnswerIssue, locale: DisplayLocale = 'zh-TW'): string {
  const en = locale === 'en';
  switch (issue.kind) {
    case 'minLength':
      return en ? `At least ${plural(issue.n, 'character')}` : `至少需 ${issue.n} 個字`;
    case 'maxLength':
      return en ? `At most ${plural(issue.n, 'character')}` : `最多 ${issue.n} 個字`;
    case 'dateMin':
      if (issue.date === 'today') return en ? 'The date cannot be before today' : '日期不可早於今天';
      return en ? `The date cannot be before ${formatIsoDay(issue.date)}` : `日期不可早於 ${formatIsoDay(issue.date)}`;
    case 'dateMax':
      if (issue.date === 'today') return en ? 'The date cannot be after today' : '日期不可晚於今天';
      return en ? `The date cannot be after ${formatIsoDay(issue.date)}` : `日期不可晚於 ${formatIsoDay(issue.date)}`;
    default:
      return (en ? EN : ZH)[issue.kind];
  }
}
