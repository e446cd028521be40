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

/** A customer's ticket as paying with it reads it. */
export interface TicketUseRule {
  productId: string;
  status: TicketStatus;
  usesLeft: number;
}

export type TicketProblem = 'SERVICE_TICKET_INVALID' | 'SERVICE_TICKET_NOT_MATCH';

/**
 * The line a ticket pays for: one use covers one service of its product — the line `eventId` names
 * when given, otherwise the first line of that product in the order.
 */
export function ticketLine<L extends { id: string; productId: string }>(
  ticket: Pick<TicketUseRule, 'productId'>,
  lines: readonly L[],
  eventId?: string | null,
): L | null {
  const own = lines.filter((l) => l.productId === ticket.productId);
  return (eventId ? own.find((l) => l.id === eventId) : own[0]) ?? null;
}

/** Why the ticket cannot pay for this order: not Active or no uses left, or no service of its product. */
export function ticketProblem(
  ticket: TicketUseRule,
  lines: readonly { id: string; productId: string }[],
  eventId?: string | null,
): TicketProblem | null {
  if (ticket.status !== 'Active' || ticket.usesLeft <= 0) return 'SERVICE_TICKET_INVALID';
  if (!ticketLine(ticket, lines, eventId)) return 'SERVICE_TICKET_NOT_MATCH';
  return null;
}
