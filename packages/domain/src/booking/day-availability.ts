import type { DayUnavailableReason } from '../vocabulary/index';
import { findAvailableStarts } from './availability';
import { resolvePlan } from './engine';
import { intersect } from './intervals';
import { storeCalendar, storePeriods, workingPeriods } from './schedule';
import { bookingHorizon, candidateStarts } from './start-times';
import type { AvailabilityRequest, AvailabilityResult, EngineProvider } from './types';
import { type LocalDay, localDaysCovering } from './zoned-time';

/** One store-local day of an availability window: how many starts it has, and why none when none. */
export interface DayAvailability {
  /** 'yyyy-MM-dd' in the store's zone. */
  date: string;
  slots: number;
  reason: DayUnavailableReason | null;
}

export interface WindowAvailability extends AvailabilityResult {
  days: DayAvailability[];
}

/**
 * The starts of the window (exactly findAvailableStarts) and, per store-local day it touches, the
 * number of starts and, for a day without any, the first reason that holds, in this order:
 * closed (no working period) → leadTime (no grid start from now + lead time to the 30-day limit) or
 * beyondWindow (the day's starts lie past that limit: the strip's last day, later than now's time) →
 * designerOff (a chosen designer, or with no preference every eligible designer, does not work
 * that day) → fullyBooked (with nobody's bookings the cart would fit; blocked time still counts)
 * → closed, or designerOff for a chosen designer (blocked time, not bookings, fills the day: the
 * store or the designer is not taking bookings then) → notEnoughDesigners (it would not fit even
 * then: fewer designers free long enough than the cart needs at once).
 */
export function availabilityByDay(req: AvailabilityRequest): WindowAvailability {
  const result = findAvailableStarts(req);
  const days = windowDays(req);
  const counts = days.map((day) => result.slots.filter((s) => s >= day.start && s < day.end).length);
  let unbooked: Set<number> | undefined;
  let unheld: Set<number> | undefined;
  const starts: StartsWithout = {
    withoutBookings: () => {
      unbooked ??= new Set(findAvailableStarts({ ...req, providers: req.providers.map(onlyBlocked) }).slots);
      return unbooked;
    },
    withoutBusy: () => {
      unheld ??= new Set(findAvailableStarts({ ...req, providers: req.providers.map(withoutBusy) }).slots);
      return unheld;
    },
  };
  return {
    ...result,
    days: days.map((day, i) => {
      const slots = counts[i] ?? 0;
      return { date: day.date, slots, reason: slots > 0 ? null : emptyDayReason(req, day, starts) };
    }),
  };
}

function windowDays(req: AvailabilityRequest): LocalDay[] {
  if (req.window.end <= req.window.start) return [];
  return localDaysCovering(req.window.start, req.window.end - 1, req.store.timeZone);
}

const withoutBusy = (p: EngineProvider): EngineProvider => ({ ...p, busy: [] });
const onlyBlocked = (p: EngineProvider): EngineProvider => ({ ...p, busy: p.blocked ?? [] });

/** The window's starts were nobody's bookings there, and were nothing held at all (no blocked time either). */
interface StartsWithout {
  withoutBookings: () => ReadonlySet<number>;
  withoutBusy: () => ReadonlySet<number>;
}

/** Why a day of the window has no start (see availabilityByDay for the order). */
export function emptyDayReason(req: AvailabilityRequest, day: LocalDay, starts: StartsWithout): DayUnavailableReason {
  if (storePeriods(req.store, day).length === 0) return 'closed';
  const { earliest, latest } = bookingHorizon(req.store, req.now);
  const lo = Math.max(day.start, req.window.start, earliest);
  const hi = Math.min(day.end - 1, req.window.end - 1, latest);
  const calendar = storeCalendar(req.store, day.start, day.start);
  if (lo > hi || candidateStarts(calendar, req.store, lo, hi).length === 0) {
    // The day has starts past the lead time, but all after the window's end: too late, not too soon.
    const after = candidateStarts(
      calendar,
      req.store,
      Math.max(lo, latest + 1),
      Math.min(day.end - 1, req.window.end - 1),
    );
    return after.length > 0 ? 'beyondWindow' : 'leadTime';
  }
  if (designerOff(req, day)) return 'designerOff';
  const within = (set: ReadonlySet<number>) => [...set].some((s) => s >= day.start && s < day.end);
  if (within(starts.withoutBookings())) return 'fullyBooked';
  // Blocked time, not bookings, fills the day: closed to the cart (its chosen designer's time is off).
  if (within(starts.withoutBusy())) return requestsDesigner(req) ? 'designerOff' : 'closed';
  return 'notEnoughDesigners';
}

/** The cart asks for a designer by name (one of its services at least). */
function requestsDesigner(req: AvailabilityRequest): boolean {
  return resolvePlan(req).plan?.events.some((e) => e.requestedUserId !== null) ?? false;
}

/** A chosen designer does not work that day, or with no preference none of the eligible ones does. */
function designerOff(req: AvailabilityRequest, day: LocalDay): boolean {
  const open = storePeriods(req.store, day);
  const works = (id: string) => {
    const p = req.providers.find((x) => x.id === id);
    if (!p || p.daysOff.includes(day.date)) return false;
    if (!p.schedule || p.extraDays?.includes(day.date)) return true;
    return intersect(workingPeriods(p.schedule, day), open).length > 0;
  };
  const { plan } = resolvePlan(req);
  if (!plan) return false;
  return plan.events.some((e) =>
    e.requestedUserId !== null ? !works(e.requestedUserId) : !e.candidates.some((c) => works(c.userId)),
  );
}
