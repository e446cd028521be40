import { describe, expect, it } from 'vitest';
import { assignProviders } from './assignment';
import { staffRules, startTimeIssue } from './start-times';
import { at, makeProduct, makeProvider, makeRequest, makeStore } from './test-support';

const NOW = at('2025-03-03T10:42');

describe('staffRules: a staff booking starts at any minute from now on', () => {
  const customer = makeStore();
  const staff = staffRules(customer);

  it('leaves the customer with the lead time and the grid', () => {
    expect(startTimeIssue(customer, NOW, NOW + 120)).toBe('LEAD_TIME');
    expect(startTimeIssue(customer, NOW, at('2025-03-04T16:10'))).toBe('NOT_A_SLOT');
    expect(startTimeIssue(customer, NOW, at('2025-03-04T16:00'))).toBeNull();
  });

  it('lets staff book now + 2 minutes, the current minute and a minute off the grid', () => {
    expect(startTimeIssue(staff, NOW, NOW + 120)).toBeNull();
    expect(startTimeIssue(staff, NOW + 30, NOW)).toBeNull();
    expect(startTimeIssue(staff, NOW, at('2025-03-04T16:10'))).toBeNull();
  });

  it('refuses a start before the current minute, outside working time, or past 30 days', () => {
    expect(startTimeIssue(staff, NOW, NOW - 60)).toBe('IN_PAST');
    expect(startTimeIssue(staff, NOW, at('2025-03-04T21:10'))).toBe('OUTSIDE_HOURS');
    expect(startTimeIssue(staff, NOW, at('2025-04-05T12:00'))).toBe('BEYOND_30_DAYS');
  });

  it('assigns a designer at an off-grid minute, never over their busy time', () => {
    const start = NOW + 120;
    const base = {
      now: NOW,
      products: [makeProduct('cut')],
      events: [{ productId: 'cut', userId: 'mia', subItemId: null }],
    };
    const free = makeRequest({ ...base, store: staff, providers: [makeProvider('mia')] });
    expect(assignProviders(free, start)?.[0]?.start).toBe(start);
    expect(assignProviders({ ...free, store: customer }, start)).toBeNull();
    const busy = [makeProvider('mia', { busy: [{ start: start + 600, end: start + 1200 }] })];
    expect(assignProviders({ ...free, providers: busy }, start)).toBeNull();
  });

  it('takes a no-preference event whatever the store asks of customers', () =>
    expect(staffRules(makeStore({ unassignedMode: 'OnlyProvider' })).unassignedMode).toBe('Normal'));
});
