import type { EngineStore, ResolvedEvent } from './types';

/** One event for one customer, placed at a fixed offset from the booking start. */
export interface PlannedEvent {
  customerIndex: number;
  /** Index into the resolved events (= cart position). */
  eventIndex: number;
  /** Seconds from the booking start. */
  offset: number;
}

/**
 * How a cart lies in time. Events of one group may overlap, so they need distinct providers;
 * events of different groups never overlap, so one provider may serve several groups.
 */
export interface BookingPlan {
  events: ResolvedEvent[];
  groups: PlannedEvent[][];
  /** Distinct offsets of each event index (one per event index). */
  offsets: number[];
  /** Minutes from first start to last end for one customer. */
  duration: number;
  parallel: boolean;
  customerCount: number;
}

/** The store settings the concurrent-services rule reads. */
export type ConcurrentRules = Pick<EngineStore, 'enableConcurrentServices' | 'minConcurrentServiceUsers'>;

/**
 * The one concurrent-services rule: they apply only when asked for (`parallel`), the store enables
 * them and enough customers come. With `eventCount` (a cart's services), fewer than two services
 * leave nothing to run side by side, so the option does not apply. The engine leaves it out.
 */
export function concurrentAllowed(
  store: ConcurrentRules,
  customerCount: number,
  parallel: boolean,
  eventCount?: number,
): boolean {
  if (eventCount !== undefined && eventCount < 2) return false;
  return parallel && store.enableConcurrentServices && customerCount >= store.minConcurrentServiceUsers;
}

/** A customer count the store accepts: a whole number from 1 to maxCustomerCount. */
export function customerCountValid(store: EngineStore, customerCount: number): boolean {
  return Number.isInteger(customerCount) && customerCount >= 1 && customerCount <= Math.max(1, store.maxCustomerCount);
}

function customers(count: number, eventIndex: number, offset: number): PlannedEvent[] {
  return Array.from({ length: count }, (_, customerIndex) => ({ customerIndex, eventIndex, offset }));
}

/**
 * Back to back: each event starts when the previous one's reserved time (its longest eligible
 * duration) ends; group k holds event k of every customer. Parallel: all events of all customers
 * start together in one group.
 */
export function planBooking(events: ResolvedEvent[], customerCount: number, parallel: boolean): BookingPlan {
  if (parallel) {
    const groups = [events.flatMap((e) => customers(customerCount, e.eventIndex, 0))];
    const duration = Math.max(0, ...events.map((e) => e.slotMinutes));
    return { events, groups, offsets: events.map(() => 0), duration, parallel, customerCount };
  }
  const offsets: number[] = [];
  let minutes = 0;
  for (const e of events) {
    offsets.push(minutes * 60);
    minutes += e.slotMinutes;
  }
  const groups = events.map((e, k) => customers(customerCount, e.eventIndex, offsets[k] ?? 0));
  return { events, groups, offsets, duration: minutes, parallel, customerCount };
}
