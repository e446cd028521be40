/**
 * A plain bar chart (CSS widths, no chart library): one row per item, its label, a bar scaled to the
 * largest value and the value in words; an optional second bar (booked against working hours).
 */
export interface BarRow {
  key: string;
  label: string;
  value: number;
  text: string;
  /** A second, lighter bar behind the first (the whole it is part of). */
  whole?: number;
  wholeText?: string;
}

export function Bars({ rows, label }: { rows: BarRow[]; label: string }) {
  const max = Math.max(1, ...rows.map((r) => Math.max(r.value, r.whole ?? 0)));
  const width = (n: number) => `${Math.max(n > 0 ? 1 : 0, (n / max) * 100)}%`;
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map((r) => (
        <li key={r.key} className="grid grid-cols-[minmax(6rem,10rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm">
          <span className="truncate">{r.label}</span>
          <span className="relative h-5 rounded-md bg-canvas" aria-hidden="true">
            {r.whole !== undefined && (
              <span className="absolute inset-y-0 left-0 rounded-md bg-brand-100" style={{ width: width(r.whole) }} />
            )}
            <span className="absolute inset-y-0 left-0 rounded-md bg-brand-600" style={{ width: width(r.value) }} />
          </span>
          <span className="text-right tabular-nums">
            {r.text}
            {r.wholeText && <span className="text-muted"> / {r.wholeText}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
