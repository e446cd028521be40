import { dayStart } from '@salon/domain';

/** How far ahead the payment page offers pickup times. */
export const PICKUP_DAYS_AHEAD = 7;

export interface PickupDay {
  /** Local midnight of the day in the store's zone (unix s): the day's key. */
  day: number;
  slots: number[];
}

/** The pickup slots by day in the store's zone, days and times in order; days without a slot are left out. */
export function pickupDays(slots: readonly number[], zone: string): PickupDay[] {
  const days = new Map<number, number[]>();
  for (const slot of [...slots].sort((a, b) => a - b)) {
    const day = dayStart(slot, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
