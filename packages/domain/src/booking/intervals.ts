import type { Interval } from './types';

/** Sorted by start, overlapping and touching intervals merged, empty ones dropped. */
export function normalize(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const next of sorted) {
    const last = out[out.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else out.push({ start: next.start, end: next.end });
  }
  return out;
}

/** `base` minus `cut`; both normalized. One sweep. */
export function subtract(base: readonly Interval[], cut: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const b of base) {
    let from = b.start;
    while (j < cut.length && (cut[j] as Interval).end <= from) j++;
    let k = j;
    while (k < cut.length && (cut[k] as Interval).start < b.end) {
      const c = cut[k] as Interval;
      if (c.start > from) out.push({ start: from, end: c.start });
      from = Math.max(from, c.end);
      k++;
    }
    if (from < b.end) out.push({ start: from, end: b.end });
  }
  return out;
}

/** Intersection of two normalized lists. One sweep. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Interval;
    const y = b[j] as Interval;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) out.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return out;
}

/** First index whose interval ends after `t` (binary search). */
function firstEndingAfter(free: readonly Interval[], t: number): number {
  let lo = 0;
  let hi = free.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((free[mid] as Interval).end <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Free time of one provider, normalized. `covers(start, end)` answers "is [start, end) free?";
 * a zero-length range needs `start` inside free time. A cursor makes ascending queries O(1).
 */
export class FreeTime {
  constructor(readonly free: readonly Interval[]) {}

  covers(start: number, end: number): boolean {
    return this.coversAt(firstEndingAfter(this.free, start), start, end);
  }

  coversAt(index: number, start: number, end: number): boolean {
    const f = this.free[index];
    return f !== undefined && f.start <= start && end <= f.end;
  }

  cursor(): FreeCursor {
    return new FreeCursor(this);
  }
}

/** Sweeps a FreeTime with non-decreasing starts; falls back to binary search when a start goes back. */
export class FreeCursor {
  private index = 0;
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly time: FreeTime) {}

  covers(start: number, end: number): boolean {
    const free = this.time.free;
    if (start < this.last) this.index = firstEndingAfter(free, start);
    else while (this.index < free.length && (free[this.index] as Interval).end <= start) this.index++;
    this.last = start;
    return this.time.coversAt(this.index, start, end);
  }
}
