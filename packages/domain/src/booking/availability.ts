import { buildEngine, resolvePlan } from './engine';
import { customerCountValid } from './plan';
import { bookingHorizon, candidateStarts } from './start-times';
import type { AvailabilityRequest, AvailabilityResult } from './types';

const NONE: AvailabilityResult = { duration: 0, slots: [] };

/**
 * Available starts for the cart in the request window: grid starts of the store's working periods,
 * from now + lead time to now + 30 days, where every event of every customer gets a distinct free
 * provider. Invalid carts or customer counts give no slots (and duration 0).
 */
export function findAvailableStarts(req: AvailabilityRequest): AvailabilityResult {
  if (!customerCountValid(req.store, req.customerCount)) return NONE;
  const { plan } = resolvePlan(req);
  if (!plan) return NONE;
  const { earliest, latest } = bookingHorizon(req.store, req.now);
  const lo = Math.max(req.window.start, earliest);
  const hi = Math.min(req.window.end - 1, latest);
  if (lo > hi) return { duration: plan.duration, slots: [] };
  const { calendar, checker } = buildEngine(req, plan, lo, hi);
  const slots = candidateStarts(calendar, req.store, lo, hi).filter((s) => checker.fits(s));
  return { duration: plan.duration, slots };
}
