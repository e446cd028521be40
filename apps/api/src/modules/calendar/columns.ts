import { can, reach } from '@salon/domain';
import type { StaffActor } from '#api/http/actor';
import { ApiError } from '#api/http/errors';

/** Whose column a member reaches for `action` on bookings: every designer's (null), only theirs, or none. */
export function columnOf(actor: StaffActor, action: 'read' | 'update'): string | null | false {
  const access = reach(actor.role, action, action === 'read' ? 'calendar' : 'booking');
  if (access === 'any') return null;
  return access === 'own' && actor.providerId ? actor.providerId : false;
}

/** A designer reaches only their own column: every designer named must be them. */
export function assertColumn(actor: StaffActor, userIds: readonly (string | null)[]) {
  const column = columnOf(actor, 'update');
  if (column === false || (column !== null && userIds.some((id) => id !== column))) throw new ApiError('FORBIDDEN');
}

/** Only a manager or owner sets working hours aside (never over a booking or blocked time). */
export function mayIgnoreHours(actor: StaffActor, asked: boolean): boolean {
  if (asked && !can(actor.role, 'book:outsideHours:any')) throw new ApiError('FORBIDDEN');
  return asked;
}
