import { buildEngine, type EngineInput, resolvePlan } from './engine';
import { type BookingPlan, customerCountValid } from './plan';
import { startTimeIssue } from './start-times';
import type { AssignedEvent } from './types';

/**
 * Providers for every event of every customer when booking at `start`, or null when that start
 * is not bookable (any rule of findAvailableStarts fails). No-preference events get a real
 * provider; a customer's next event prefers the provider of their previous one.
 */
export function assignProviders(req: EngineInput, start: number): AssignedEvent[] | null {
  if (!customerCountValid(req.store, req.customerCount)) return null;
  if (startTimeIssue(req.store, req.now, start) !== null) return null;
  const { plan } = resolvePlan(req);
  if (!plan) return null;
  const { checker, providerIds } = buildEngine(req, plan, start, start);
  const matched = checker.matchGroups(start, true);
  if (matched.some((g) => g.includes(-1))) return null;
  return toAssigned(plan, matched, providerIds, start);
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
