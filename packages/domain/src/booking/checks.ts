import { buildEngine, type EngineInput, resolvePlan } from './engine';
import type { EventCheck } from './types';

/**
 * Per-event results: PRODUCT_NOT_EXISTS (unknown product or invalid sub-item), GENDER_NOT_MATCH,
 * PRODUCT_PROVIDER_NOT_EXISTS (the requested provider is gone or does not offer it), NO_PROVIDERS
 * (nobody offers it, or OnlyProvider without a choice). With `start`, events that cannot get a
 * free provider at that start (in a maximum assignment) are NO_PROVIDERS too. Lead time, the
 * 30-day limit and the slot grid are not checked here: see startTimeIssue.
 */
export function checkEvents(req: EngineInput & { start?: number }): EventCheck[] {
  const { checks, plan } = resolvePlan(req);
  if (!plan || req.start === undefined) return checks;
  const { checker } = buildEngine(req, plan, req.start, req.start);
  const matched = checker.matchGroups(req.start, false);
  const short = new Set<number>();
  plan.groups.forEach((group, g) => {
    group.forEach((member, i) => {
      if (matched[g]?.[i] === -1) short.add(member.eventIndex);
    });
  });
  return checks.map((c): EventCheck => (short.has(c.eventIndex) ? { ...c, status: 'NO_PROVIDERS' } : c));
}
