import {
  type AssignedEvent,
  type AvailabilityRequest,
  assignProviders,
  checkEvents,
  type EventCheck,
  type StartTimeIssue,
} from '@salon/domain';
import { ApiError } from '#api/http/errors';
import type { HeldWithin } from './assignment-times';

/**
 * Why a staff booking (a walk-in, a call, a move) is refused, each with its own code; a customer's
 * booking keeps the spec's codes (quote.ts). What is in the way is named by kind, time and designer
 * only (staff see those on the calendar anyway): never a customer.
 */

/** A service the chosen designer does not give, or nobody gives: NO_PROVIDERS with the per-event results. */
export function staffChecksFailed(checks: EventCheck[]): ApiError | null {
  const notOffered = checks.some((c) => c.status === 'PRODUCT_PROVIDER_NOT_EXISTS' || c.status === 'NO_PROVIDERS');
  return notOffered ? new ApiError('NO_PROVIDERS', { data: { events: checks } }) : null;
}

/** A start the staff rules refuse: passed (START_IN_PAST), off hours (OUTSIDE_HOURS), past 30 days. */
export function staffStartRefused(issue: StartTimeIssue): ApiError {
  if (issue === 'IN_PAST') return new ApiError('START_IN_PAST');
  if (issue === 'BEYOND_30_DAYS') return new ApiError('INVALID_BOOKING_START_TIME');
  return new ApiError('OUTSIDE_HOURS');
}

interface Conflict {
  kind: 'booking' | 'block';
  startTime: number;
  endTime: number;
  userId: string;
}

/**
 * No designer free at the start: when the same cart fits with every designer's busy time cleared,
 * the busy time is why → TIME_TAKEN naming what holds the designers who would serve it; otherwise
 * their own hours (a schedule, a day off) → OUTSIDE_HOURS.
 */
export function staffNotFree(req: Omit<AvailabilityRequest, 'window'>, start: number, held: HeldWithin): ApiError {
  const cleared = { ...req, providers: req.providers.map((p) => ({ ...p, busy: [] })) };
  const fits = assignProviders(cleared, start);
  if (!fits) return new ApiError('OUTSIDE_HOURS', { data: { events: checkEvents({ ...req, start }) } });
  return new ApiError('TIME_TAKEN', { data: { conflicts: conflictsOf(fits, held) } });
}

function conflictsOf(events: readonly AssignedEvent[], held: HeldWithin): Conflict[] {
  const found: Conflict[] = [];
  for (const kind of ['booking', 'block'] as const) {
    for (const [userId, startTime, endTime] of held[kind]) {
      const inWay = events.some((e) => e.userId === userId && startTime < e.end && e.start < endTime);
      if (inWay) found.push({ kind, startTime, endTime, userId });
    }
  }
  return found.sort((a, b) => a.startTime - b.startTime);
}
