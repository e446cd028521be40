import { buildEngine, type EngineInput, type PlanInput, resolvePlan } from './engine';
import { type Cost, cheapestMatching } from './matching';
import { type BookingPlan, customerCountValid } from './plan';
import { bookedMinutesOn } from './schedule';
import type { SlotChecker } from './slot-checker';
import { startTimeIssue } from './start-times';
import type { AssignedEvent, EngineProvider, Interval } from './types';
import { localDayOf } from './zoned-time';

/**
 * Providers for every event of every customer when booking at `start`, or null when that start
 * is not bookable (any rule of findAvailableStarts fails). No-preference events get a real
 * provider by the assignment rule (docs/decisions/availability.md), per group of overlapping
 * events, in this order:
 * 1. the lowest total price for the customer;
 * 2. then a customer's next event stays with the provider of their previous one (only where that
 *    costs nothing more);
 * 3. then the lightest day: the fewest minutes already booked that store-local day;
 * 4. then the provider list order.
 * Groups never overlap in time, so the cheapest per group is the cheapest for the whole booking.
 * `dayMinutes` gives the minutes each provider has booked that store-local day (rule 3) when the
 * providers' busy time covers only the cart (assignmentWindow); without it they are counted from
 * the busy time given.
 */
export function assignProviders(
  req: EngineInput,
  start: number,
  dayMinutes?: ReadonlyMap<string, number>,
): AssignedEvent[] | null {
  if (!customerCountValid(req.store, req.customerCount)) return null;
  if (startTimeIssue(req.store, req.now, start) !== null) return null;
  const { plan } = resolvePlan(req);
  if (!plan) return null;
  const { checker, providerIds } = buildEngine(req, plan, start, start);
  const day = localDayOf(start, req.store.timeZone);
  const loads = req.providers.map((p) => (dayMinutes ? (dayMinutes.get(p.id) ?? 0) : bookedMinutesOn(p, day)));
  const matched = cheapestGroups(checker, plan, providerIds, loads, start);
  if (matched.some((g) => g.includes(-1))) return null;
  return toAssigned(plan, matched, providerIds, start);
}

/**
 * What assignProviders needs to know of the providers' time for the cart at `start`: their busy
 * time within `cart` (from the start to the cart's end by its plan; busy time elsewhere cannot make
 * a provider unfree for it) and the minutes each has booked on `day`, the store-local day the cart
 * starts on (the lightest-day rule). A cart that resolves to no plan has an empty `cart`: it is
 * refused before any busy time matters. Reading no more keeps a booking's busy read short.
 */
export interface AssignmentWindow {
  day: Interval;
  cart: Interval;
}

export function assignmentWindow(req: PlanInput, start: number): AssignmentWindow {
  const day = localDayOf(start, req.store.timeZone);
  const minutes = resolvePlan(req).plan?.duration ?? 0;
  return { day: { start: day.start, end: day.end }, cart: { start, end: start + minutes * 60 } };
}

/** Minutes of busy time each provider has within `day` (rule 3 of assignProviders). */
export function dayMinutesOf(providers: readonly EngineProvider[], day: Interval): Map<string, number> {
  return new Map(providers.map((p) => [p.id, bookedMinutesOn(p, day)]));
}

/** Per group, the provider index of each member by the assignment rule (-1 where nobody is free). */
function cheapestGroups(
  checker: SlotChecker,
  plan: BookingPlan,
  providerIds: readonly string[],
  loads: readonly number[],
  start: number,
): number[][] {
  const free = plan.events.map((_, k) => new Set(checker.freeFor(k, start, false)));
  const result: number[][] = [];
  plan.groups.forEach((group, g) => {
    const previous = result[g - 1];
    const cost = (m: number, p: number): Cost | null => {
      const member = group[m];
      if (!member || !free[member.eventIndex]?.has(p)) return null;
      const terms = plan.events[member.eventIndex]?.candidates.find((c) => c.userId === providerIds[p]);
      if (!terms) return null;
      const before = previous?.[member.customerIndex];
      const moves = before !== undefined && before !== p ? 1 : 0;
      return [terms.price, moves, loads[p] ?? 0, p];
    };
    // Only providers free for some member of the group can be matched: the matrix stays small.
    const columns = [...new Set(group.flatMap((m) => [...(free[m.eventIndex] ?? [])]))].sort((a, b) => a - b);
    const picked = cheapestMatching(group.length, columns.length, (m, c) => cost(m, columns[c] ?? -1));
    result.push(picked.map((c) => (c < 0 ? -1 : (columns[c] ?? -1))));
  });
  return result;
}

function toAssigned(plan: BookingPlan, matched: number[][], providerIds: string[], start: number): AssignedEvent[] {
  const out = plan.groups.flatMap((group, g) =>
    group.map((member, i): AssignedEvent => {
      const event = plan.events[member.eventIndex]!;
      const userId = providerIds[matched[g]![i]!]!;
      const terms = event.candidates.find((c) => c.userId === userId)!;
      const eventStart = start + member.offset;
      return {
        customerIndex: member.customerIndex,
        eventIndex: member.eventIndex,
        productId: event.product.id,
        subItemId: event.subItem?.id ?? null,
        userId,
        requestedUserId: event.requestedUserId,
        start: eventStart,
        end: eventStart + terms.duration * 60,
        price: terms.price,
        duration: terms.duration,
      };
    }),
  );
  return out.sort((a, b) => a.customerIndex - b.customerIndex || a.eventIndex - b.eventIndex);
}
