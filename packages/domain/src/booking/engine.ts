import { resolveEvents } from './event-rules';
import { FreeTime } from './intervals';
import { type BookingPlan, concurrentAllowed, planBooking } from './plan';
import { providerFreeTime, type StoreCalendar, storeCalendar } from './schedule';
import { SlotChecker } from './slot-checker';
import type { AvailabilityRequest, EventCheck } from './types';

export type EngineInput = Omit<AvailabilityRequest, 'window'>;

/** What the plan of a cart depends on: of the providers, only who they are (not their time). */
export type PlanInput = Omit<EngineInput, 'providers' | 'now'> & { providers: readonly { id: string }[] };

/** Static checks of the cart and, when they all pass, how the booking lies in time. */
export function resolvePlan(req: PlanInput): { checks: EventCheck[]; plan: BookingPlan | null } {
  const { checks, resolved } = resolveEvents(req.events, {
    products: req.products,
    providerIds: req.providers.map((p) => p.id),
    unassignedMode: req.store.unassignedMode,
    customerGender: req.customerGender,
  });
  if (!resolved || resolved.length === 0) return { checks, plan: null };
  const count = Math.max(1, Math.floor(req.customerCount));
  const parallel = concurrentAllowed(req.store, count, req.parallel);
  return { checks, plan: planBooking(resolved, count, parallel) };
}

interface Engine {
  calendar: StoreCalendar;
  checker: SlotChecker;
  providerIds: string[];
}

/**
 * Free time of every candidate provider for starts in [from, to] (sorted and swept once per
 * provider), and a checker over it.
 */
export function buildEngine(req: EngineInput, plan: BookingPlan, from: number, to: number): Engine {
  const calendar = storeCalendar(req.store, from, to + plan.duration * 60);
  const wanted = new Set(plan.events.flatMap((e) => e.candidates.map((c) => c.userId)));
  const free = req.providers.map((p) => (wanted.has(p.id) ? providerFreeTime(p, calendar) : new FreeTime([])));
  const providerIds = req.providers.map((p) => p.id);
  const index = new Map(providerIds.map((id, i) => [id, i] as const).reverse());
  return { calendar, checker: new SlotChecker(plan, free, index), providerIds };
}
