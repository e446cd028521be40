import { describe, expect, it } from 'vitest';
import { assignProviders } from './assignment';
import { findAvailableStarts } from './availability';
import { at, hhmm, makeProduct, makeProvider, makeRequest, makeStore, weekly } from './test-support';
import type { AvailabilityRequest } from './types';

const times = (req: AvailabilityRequest) => findAvailableStarts(req).slots.map((s) => hhmm(s, req.store.timeZone));

describe('working periods and slots', () => {
  it('steps candidate starts by slotInterval from the start of each working period', () => {
    const store = makeStore({
      workingHours: weekly([
        ['10:15', '12:00'],
        ['13:30', '15:00'],
      ]),
      slotInterval: 45,
    });
    const products = [makeProduct('cut', { duration: 30 })];
    expect(times(makeRequest({ store, products }))).toEqual(['10:15', '11:00', '13:30', '14:15']);
  });

  it('offers no start whose service would run past the end of the working period', () => {
    const store = makeStore({ workingHours: weekly([['10:00', '12:00']]) });
    expect(times(makeRequest({ store }))).toEqual(['10:00', '10:30', '11:00']);
  });

  it('offers nothing on a weekday without working hours', () => {
    const store = makeStore({ workingHours: weekly([['10:00', '12:00']], [], ['tuesday']) });
    expect(times(makeRequest({ store }))).toEqual([]);
  });

  it('keeps services out of rest periods and restarts the grid after a rest', () => {
    const store = makeStore({ workingHours: weekly([['10:00', '14:00']], [['11:45', '12:15']]) });
    expect(times(makeRequest({ store }))).toEqual(['10:00', '10:30', '12:15', '12:45']);
  });

  it("uses the provider's own schedule instead of the store hours, but only within them", () => {
    const schedule = weekly([['09:00', '12:00']]);
    const req = makeRequest({ providers: [makeProvider('a', { schedule })] });
    expect(times(req)).toEqual(['10:00', '10:30', '11:00']);
  });

  it("subtracts the provider's own rests", () => {
    const schedule = weekly([['10:00', '13:00']], [['11:00', '12:00']]);
    expect(times(makeRequest({ providers: [makeProvider('a', { schedule })] }))).toEqual(['10:00', '12:00']);
  });

  it('excludes a provider on a day off (a date in the store zone)', () => {
    const req = makeRequest({ providers: [makeProvider('a', { daysOff: ['2025-03-03'] })] });
    expect(times(req)).toEqual([]);
  });

  it('blocks starts that overlap busy time but allows back-to-back with it', () => {
    const busy = [{ start: at('2025-03-03T11:00'), end: at('2025-03-03T19:00') }];
    expect(times(makeRequest({ providers: [makeProvider('a', { busy })] }))).toEqual(['10:00', '19:00']);
  });

  it('accepts busy intervals in any order and overlapping each other', () => {
    const busy = [
      { start: at('2025-03-03T15:00'), end: at('2025-03-03T20:00') },
      { start: at('2025-03-03T10:00'), end: at('2025-03-03T12:00') },
      { start: at('2025-03-03T11:00'), end: at('2025-03-03T14:00') },
    ];
    expect(times(makeRequest({ providers: [makeProvider('a', { busy })] }))).toEqual(['14:00']);
  });
});

describe('lead time, 30 days and window', () => {
  it('offers no start earlier than now + bookingTimeOffset minutes', () => {
    const req = makeRequest({ now: at('2025-03-03T17:10'), store: makeStore({ bookingTimeOffset: 90 }) });
    expect(times(req)).toEqual(['19:00']);
    expect(times(makeRequest({ now: at('2025-03-03T09:00') }))[0]).toBe('10:00');
  });

  it('offers no start later than now + 30 days', () => {
    const now = at('2025-03-03T15:00');
    const window = { start: at('2025-04-02T00:00'), end: at('2025-04-03T00:00') };
    expect(times(makeRequest({ now, window }))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
  });

  it('returns only starts inside the half-open window', () => {
    const window = { start: at('2025-03-03T12:00'), end: at('2025-03-03T13:30') };
    expect(times(makeRequest({ window }))).toEqual(['12:00', '12:30', '13:00']);
  });

  it('returns ascending starts across several days', () => {
    const window = { start: at('2025-03-03T00:00'), end: at('2025-03-06T00:00') };
    const { slots } = findAvailableStarts(makeRequest({ window }));
    expect(slots.length).toBe(19 * 3);
    expect([...slots].sort((a, b) => a - b)).toEqual(slots);
  });
});

describe('time zones', () => {
  it('reads working hours in the store zone (Taipei 10:00 is 02:00 UTC)', () => {
    const { slots } = findAvailableStarts(makeRequest());
    expect(new Date((slots[0] ?? 0) * 1000).toISOString()).toBe('2025-03-03T02:00:00.000Z');
  });

  it('keeps local working hours across a daylight-saving change', () => {
    const zone = 'America/New_York';
    const store = makeStore({ timeZone: zone, workingHours: weekly([['09:00', '11:00']]) });
    const window = { start: at('2024-03-09T00:00', zone), end: at('2024-03-11T00:00', zone) };
    const req = makeRequest({ store, window, now: at('2024-03-08T12:00', zone) });
    const { slots } = findAvailableStarts(req);
    expect(slots.map((s) => hhmm(s, zone))).toEqual(['09:00', '09:30', '10:00', '09:00', '09:30', '10:00']);
    expect((slots[3] ?? 0) - (slots[0] ?? 0)).toBe(23 * 3600);
  });

  it('treats days off as dates in the store zone', () => {
    const zone = 'America/New_York';
    const store = makeStore({ timeZone: zone, workingHours: weekly([['20:00', '23:00']]) });
    const window = { start: at('2025-03-03T00:00', zone), end: at('2025-03-04T00:00', zone) };
    const providers = [makeProvider('a', { daysOff: ['2025-03-03'] })];
    expect(
      findAvailableStarts(makeRequest({ store, window, providers, now: at('2025-03-02T12:00', zone) })).slots,
    ).toEqual([]);
  });
});

describe('carts', () => {
  const products = [
    makeProduct('cut', { duration: 60, price: 800 }),
    makeProduct('wash', { duration: 30, price: 300 }),
  ];
  const events = [
    { productId: 'cut', userId: null },
    { productId: 'wash', userId: null },
  ];

  it('runs one customer’s events back to back in cart order, duration the sum', () => {
    const req = makeRequest({
      products,
      events,
      window: { start: at('2025-03-03T10:00'), end: at('2025-03-03T10:01') },
    });
    expect(findAvailableStarts(req).duration).toBe(90);
    const assigned = assignProviders(req, at('2025-03-03T10:00'));
    expect(assigned?.map((e) => [e.productId, hhmm(e.start), hhmm(e.end)])).toEqual([
      ['cut', '10:00', '11:00'],
      ['wash', '11:00', '11:30'],
    ]);
  });

  it('lets one provider serve both back-to-back events', () => {
    expect(times(makeRequest({ products, events }))).toContain('18:30');
  });

  it('runs concurrent services at the same time by different providers, duration the longest', () => {
    const req = makeRequest({ products, events, parallel: true });
    expect(findAvailableStarts(req)).toEqual({ duration: 60, slots: [] });
    const two = { ...req, providers: [makeProvider('a'), makeProvider('b')] };
    const assigned = assignProviders(two, at('2025-03-03T10:00'));
    expect(assigned?.map((e) => [e.userId, hhmm(e.start), hhmm(e.end)])).toEqual([
      ['a', '10:00', '11:00'],
      ['b', '10:00', '10:30'],
    ]);
  });

  it('ignores the concurrent option when the store does not enable it', () => {
    const store = makeStore({ enableConcurrentServices: false });
    expect(findAvailableStarts(makeRequest({ store, products, events, parallel: true })).duration).toBe(90);
  });

  it('ignores the concurrent option below minConcurrentServiceUsers', () => {
    const store = makeStore({ minConcurrentServiceUsers: 2 });
    expect(findAvailableStarts(makeRequest({ store, products, events, parallel: true })).duration).toBe(90);
  });

  it('gives n customers the cart at the same time by distinct providers', () => {
    const one = makeRequest({ customerCount: 2 });
    expect(times(one)).toEqual([]);
    const two = { ...one, providers: [makeProvider('a'), makeProvider('b')] };
    const assigned = assignProviders(two, at('2025-03-03T10:00'));
    expect(assigned?.map((e) => [e.customerIndex, e.userId, hhmm(e.start)])).toEqual([
      [0, 'a', '10:00'],
      [1, 'b', '10:00'],
    ]);
  });

  it('offers no slots when customerCount exceeds the maximum or is not a positive whole number', () => {
    const providers = [makeProvider('a'), makeProvider('b'), makeProvider('c')];
    expect(times(makeRequest({ providers, customerCount: 3, store: makeStore({ maxCustomerCount: 2 }) }))).toEqual([]);
    expect(times(makeRequest({ providers, customerCount: 0 }))).toEqual([]);
    expect(times(makeRequest({ providers, customerCount: 1.5 }))).toEqual([]);
  });
});

describe('providers', () => {
  const providers = [
    makeProvider('a', { busy: [{ start: at('2025-03-03T10:00'), end: at('2025-03-03T19:00') }] }),
    makeProvider('b'),
  ];

  it('with no preference, a start is free when any eligible provider is', () => {
    expect(times(makeRequest({ providers }))).toHaveLength(19);
  });

  it('with a requested provider, only that provider’s time counts', () => {
    expect(times(makeRequest({ providers, events: [{ productId: 'cut', userId: 'a' }] }))).toEqual(['19:00']);
  });

  it('with isAssigned, only providers listed with isProvided can serve', () => {
    const products = [
      makeProduct('cut', {
        isAssigned: true,
        providers: [{ userId: 'a', useDefault: true, price: 0, duration: 0, isProvided: true }],
      }),
    ];
    expect(times(makeRequest({ providers, products }))).toEqual(['19:00']);
  });

  it('without isAssigned, a provider listed with isProvided false cannot serve', () => {
    const products = [
      makeProduct('cut', { providers: [{ userId: 'b', useDefault: true, price: 0, duration: 0, isProvided: false }] }),
    ];
    expect(times(makeRequest({ providers, products }))).toEqual(['19:00']);
  });

  it('gives no slots for a requested provider who does not offer the product', () => {
    const products = [makeProduct('cut', { isAssigned: true, providers: [] })];
    expect(findAvailableStarts(makeRequest({ products, events: [{ productId: 'cut', userId: 'a' }] })).slots).toEqual(
      [],
    );
  });

  it('OnlyUnassigned ignores the requested provider', () => {
    const store = makeStore({ unassignedMode: 'OnlyUnassigned' });
    const req = makeRequest({ store, providers, events: [{ productId: 'cut', userId: 'a' }] });
    expect(times(req)).toHaveLength(19);
    expect(assignProviders(req, at('2025-03-03T10:00'))?.[0]).toMatchObject({ userId: 'b', requestedUserId: null });
  });

  it('OnlyProvider offers nothing for an event without a provider', () => {
    const store = makeStore({ unassignedMode: 'OnlyProvider' });
    expect(times(makeRequest({ store, providers }))).toEqual([]);
    expect(times(makeRequest({ store, providers, events: [{ productId: 'cut', userId: 'b' }] }))).toHaveLength(19);
  });

  it("uses the provider's override duration unless useDefault", () => {
    const entry = { userId: 'a', useDefault: false, price: 1500, duration: 120, isProvided: true };
    const products = [makeProduct('cut', { providers: [entry] })];
    const store = makeStore({ workingHours: weekly([['10:00', '12:00']]) });
    const req = makeRequest({ store, products, events: [{ productId: 'cut', userId: 'a' }] });
    expect(findAvailableStarts(req)).toMatchObject({ duration: 120, slots: [at('2025-03-03T10:00')] });
    const useDefault = [makeProduct('cut', { providers: [{ ...entry, useDefault: true }] })];
    expect(findAvailableStarts({ ...req, products: useDefault }).duration).toBe(60);
  });

  it('with no preference reserves the longest eligible duration, and books the real one', () => {
    const products = [
      makeProduct('cut', {
        providers: [{ userId: 'b', useDefault: false, price: 1200, duration: 90, isProvided: true }],
      }),
      makeProduct('wash', { duration: 30 }),
    ];
    const req = makeRequest({
      products,
      providers: [makeProvider('a'), makeProvider('b')],
      events: [
        { productId: 'cut', userId: null },
        { productId: 'wash', userId: null },
      ],
    });
    expect(findAvailableStarts(req).duration).toBe(120);
    const assigned = assignProviders(req, at('2025-03-03T10:00'));
    expect(assigned?.map((e) => [e.userId, hhmm(e.start), hhmm(e.end)])).toEqual([
      ['a', '10:00', '11:00'],
      ['a', '11:30', '12:00'],
    ]);
  });

  it('uses the sub-item and the subItemProviders entry for its duration and price', () => {
    const products = [
      makeProduct('color', {
        isShowSubItem: true,
        subItems: [{ id: 'long', name: '長髮', price: 2000, duration: 150 }],
        providers: [{ userId: 'b', useDefault: false, price: 0, duration: 0, isProvided: true }],
        subItemProviders: [{ userId: 'b', subItemId: 'long', price: 2500, duration: 120 }],
      }),
    ];
    const base = makeRequest({ products, providers: [makeProvider('a'), makeProvider('b')] });
    const req = (userId: string) => ({ ...base, events: [{ productId: 'color', userId, subItemId: 'long' }] });
    expect(findAvailableStarts(req('a')).duration).toBe(150);
    expect(findAvailableStarts(req('b')).duration).toBe(120);
    expect(assignProviders(req('b'), at('2025-03-03T10:00'))?.[0]?.price).toBe(2500);
  });

  it('gives no slots for a gender-limited service and a customer of another gender', () => {
    const products = [makeProduct('cut', { customerLimited: 'Female' })];
    expect(times(makeRequest({ products, customerGender: 'Male' }))).toEqual([]);
    expect(times(makeRequest({ products, customerGender: 'Female' }))).toHaveLength(19);
    expect(times(makeRequest({ products }))).toHaveLength(19);
  });
});
