import { DateTime } from 'luxon';

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

export interface SlotGroup {
  period: DayPeriod;
  slots: number[];
}

/** 上午 before 12:00, 下午 from 12:00, 晚上 from 18:00 (local time). */
export function periodOf(start: number, zone: string): DayPeriod {
  const hour = DateTime.fromSeconds(start, { zone }).hour;
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/** Slots (ascending) grouped by morning, afternoon and evening; empty groups are left out. */
export function groupSlots(slots: readonly number[], zone: string): SlotGroup[] {
  const order: DayPeriod[] = ['morning', 'afternoon', 'evening'];
  const groups = new Map<DayPeriod, number[]>();
  for (const s of [...slots].sort((a, b) => a - b)) {
    const p = periodOf(s, zone);
    groups.set(p, [...(groups.get(p) ?? []), s]);
  }
  return order.flatMap((period) => {
    const list = groups.get(period);
    return list ? [{ period, slots: list }] : [];
  });
}

/** The starts of one local day [start, end) out of a longer window's answer. */
export function slotsOfDay(slots: readonly number[], day: { start: number; end: number }): number[] {
  return slots.filter((s) => s >= day.start && s < day.end);
}

/** The [start, end) the date strip asks availability for at once: all of its days (null: none). */
export function stripWindow(days: readonly { start: number; end: number }[]): { start: number; end: number } | null {
  const first = days[0];
  const last = days[days.length - 1];
  return first && last ? { start: first.start, end: last.end } : null;
}
