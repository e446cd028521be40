import { describe, expect, it } from 'vitest';
import { serviceTicketStatus } from './tickets';

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
