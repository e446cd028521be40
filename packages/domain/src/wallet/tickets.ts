import type { TicketDeadlineType, TicketStatus } from '../vocabulary/index';

export interface TicketState {
  disabled: boolean;
  deadlineType: TicketDeadlineType;
  /** Unix seconds; read only for During. */
  endTime: number | null;
}

/** The spec's rule: Disabled if disabled; Expired if During and endTime is not later than now; else Active. */
export function serviceTicketStatus(ticket: TicketState, now: number): TicketStatus {
  if (ticket.disabled) return 'Disabled';
  if (ticket.deadlineType === 'During' && (ticket.endTime === null || ticket.endTime <= now)) return 'Expired';
  return 'Active';
}
