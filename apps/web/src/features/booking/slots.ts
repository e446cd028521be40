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
