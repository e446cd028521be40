import { type Fields, fields, list, type Said } from './context';
import { FIELD_WORDS, OTHER_FIELDS, word } from './words';

/** Keys an answer carries that are not something a person changed. */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt', 'version', 'catalogVersion']);

/**
 * A value as a person changed it: a designer row that uses the service's default (`useDefault`)
 * carries the default's price and duration, which follow the service's own, so they are left out.
 */
function comparable(key: string, value: unknown): unknown {
  if (key !== 'providers' || !Array.isArray(value)) return value ?? null;
  return value.map((row) => {
    const r = fields(row);
    if (r.useDefault !== true) return r;
    const { price: _price, duration: _duration, ...rest } = r;
    return rest;
  });
}

const same = (key: string, a: unknown, b: unknown) =>
  JSON.stringify(comparable(key, a)) === JSON.stringify(comparable(key, b));

/** The keys whose values differ between before and after (only after's keys when before names none). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const b: Fields = fields(before);
  const a: Fields = fields(after);
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  return [...keys].filter((k) => !NOT_CHANGES.has(k) && k in a && !same(k, b[k], a[k]));
}

/** The changed fields as the screens name them, each once: 「時長、說明」 / "duration, description". */
export function changedWords(s: Said, keys: readonly string[]): string {
  return list(s, [...new Set(keys.map((k) => word(s, FIELD_WORDS, k, OTHER_FIELDS)))]);
}
