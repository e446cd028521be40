/** The audit log's before and after as rows a person reads: only what changed, each value in words. */

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value in a line: text as is, yes/no, numbers, lists and objects compactly. */
export function showValue(value: unknown, yesNo: (v: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const text = JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

/** The fields whose value differs between before and after (all of after's when there was no before). */
export function changedFields(before: unknown, after: unknown, yesNo: (v: boolean) => string): ChangeRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [{ field: '', before: showValue(before, yesNo), after: showValue(after, yesNo) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ field: k, before: showValue(b[k], yesNo), after: showValue(a[k], yesNo) }));
}
