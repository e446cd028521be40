import { formatShort, formatTime } from '../format/date';
import { formatMoney } from '../format/money';
import type { Language } from '../vocabulary/index';

/** One audit entry as the sentence builders read it: who, the operation, the record, before and after. */
export interface AuditFacts {
  staffName: string;
  operation: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** A booking named in the log: whose (null: a walk-in without a record) and when it starts (unix s). */
export interface BookingFacts {
  customer: string | null;
  startTime: number;
}

/** Names the API looks up for a page of entries (ids never reach a sentence). */
export interface AuditNames {
  customers: Readonly<Record<string, string>>;
  designers: Readonly<Record<string, string>>;
  bookings: Readonly<Record<string, BookingFacts>>;
}

export const NO_NAMES: AuditNames = { customers: {}, designers: {}, bookings: {} };

/** What a sentence needs besides its entry: the reader's language, the store's zone and the names. */
export interface SummaryContext {
  lang: Language;
  zone: string;
  names: AuditNames;
}

/** The entry and its context, with the small helpers every sentence uses. */
export interface Said {
  entry: AuditFacts;
  ctx: SummaryContext;
  /** The text in the reader's language. */
  say: (zh: string, en: string) => string;
  who: string;
}

export function said(entry: AuditFacts, ctx: SummaryContext): Said {
  const say = (zh: string, en: string) => (ctx.lang === 'en' ? en : zh);
  return { entry, ctx, say, who: entry.staffName.trim() || say('店家人員', 'A member of staff') };
}

export type Sentence = (s: Said) => string;

export type Fields = Record<string, unknown>;

export const fields = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const money = (value: unknown): string => formatMoney(num(value) ?? 0);

/** A moment in the store's zone: `11/26 14:30`. */
export const when = (s: Said, ts: unknown): string => (num(ts) === null ? '' : formatShort(num(ts)!, s.ctx.zone));

/** A span in the store's zone: `11/26 14:30–15:30`. */
export const span = (s: Said, from: unknown, to: unknown): string =>
  num(to) === null ? when(s, from) : `${when(s, from)}–${formatTime(num(to)!, s.ctx.zone)}`;

/** A quoted name: 「洗剪吹」 or "Wash, cut". */
export const quoted = (s: Said, name: string): string => s.say(`「${name}」`, `"${name}"`);

/** A record's own name in the reader's language (its English name in English, when it has one). */
export function nameOf(s: Said, record: unknown): string | null {
  const r = fields(record);
  const english = text(fields(r.en).name);
  return (s.ctx.lang === 'en' && english) || text(r.name);
}

/** A text cut short for a sentence. */
export const short = (value: string, max = 60): string => (value.length > max ? `${value.slice(0, max)}…` : value);

/** A list in the reader's language: 「名稱、價格」 or "name, price". */
export const list = (s: Said, items: readonly string[]): string => items.join(s.say('、', ', '));
