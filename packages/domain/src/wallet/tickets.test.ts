import { describe, expect, it } from 'vitest';
import { serviceTicketStatus, ticketLine, ticketProblem } from './tickets';

const NOW = 1_795_000_000;

describe('service ticket status (the spec rule)', () => {
  it('Disabled if disabled, whatever its deadline', () => {
    expect(serviceTicketStatus({ disabled: true, deadlineType: 'Unlimited', endTime: null }, NOW)).toBe('Disabled');
    expect(serviceTicketStatus({ disabled: true, deadlineType: 'During', endTime: NOW - 1 }, NOW)).toBe('Disabled');
  });

  it('Expired if During and endTime is not later than now', () => {
    expect(serviceTicketStatus({ disabled: false, deadlineType: 'During', endTime: NOW }, NOW)).toBe('Expired');
    expect(serviceTicketStatus({ disabled: false, deadlineType: 'During', endTime: NOW - 60 }, NOW)).toBe('Expired');
  });

  it('otherwise Active: During ending later, or Unlimited', () => {
    expect(serviceTicketStatus({ disabled: false, deadlineType: 'During', endTime: NOW + 1 }, NOW)).toBe('Active');
    expect(serviceTicketStatus({ disabled: false, deadlineType: 'Unlimited', endTime: NOW - 1 }, NOW)).toBe('Active');
  });
});

describe('paying with a ticket', () => {
  const lines = [
    { id: '0-0', productId: 'cut-wash' },
    { id: '0-1', productId: 'care-treatment' },
    { id: '1-0', productId: 'care-treatment' },
  ];
  const care = { productId: 'care-treatment', status: 'Active' as const, usesLeft: 1 };

  it('covers the first service of its product, or the one named', () => {
    expect(ticketLine(care, lines)?.id).toBe('0-1');
    expect(ticketLine(care, lines, '1-0')?.id).toBe('1-0');
    expect(ticketProblem(care, lines)).toBeNull();
  });

  it('an expired, disabled or used-up ticket is invalid; one for another service does not match', () => {
    expect(ticketProblem({ ...care, status: 'Expired' }, lines)).toBe('SERVICE_TICKET_INVALID');
    expect(ticketProblem({ ...care, status: 'Disabled' }, lines)).toBe('SERVICE_TICKET_INVALID');
    expect(ticketProblem({ ...care, usesLeft: 0 }, lines)).toBe('SERVICE_TICKET_INVALID');
    expect(ticketProblem({ ...care, productId: 'perm' }, lines)).toBe('SERVICE_TICKET_NOT_MATCH');
  });
});
