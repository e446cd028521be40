import { describe, expect, it } from 'vitest';
import { assignmentWindow, assignProviders, dayMinutesOf } from './assignment';
import { findAvailableStarts } from './availability';
import { checkEvents } from './checks';
import { cheapestMatching, maximumMatching } from './matching';
import { at, makeProduct, makeProvider, makeRequest, makeStore } from './test-support';

const TEN = at('2025-03-03T10:00');

describe('maximumMatching', () => {
  it('finds a perfect matching where a greedy pass would not', () => {
    // Member 0 could take 0 or 1 and greedily takes 0; member 1 can only take 0.
    expect(maximumMatching([[0, 1], [0]], 2)).toEqual([1, 0]);
  });

  it('marks members left without a provider with -1', () => {
    expect(maximumMatching([[0], [0], [1]], 2)).toEqual([0, -1, 1]);
  });

  it('keeps earlier members on their first free choice when nothing forces a change', () => {
    expect(
      maximumMatching(
        [
          [0, 1],
          [0, 1],
        ],
        2,
      ),
    ).toEqual([0, 1]);
  });
});

describe('cheapestMatching', () => {
  const costs: ([number, number] | null)[][] = [
    [null, [500, 1], [400, 2], [400, 1]],
    [[300, 0], [300, 0], null, null],
  ];
  const cost = (m: number, p: number) => costs[m]?.[p] ?? null;

  it('gives one member the first provider of the lowest cost, compared component by component', () => {
    expect(cheapestMatching(1, 4, cost)).toEqual([3]);
    expect(cheapestMatching(1, 4, (_m, p) => (p === 2 || p === 3 ? [400, 1] : null))).toEqual([2]);
    expect(cheapestMatching(1, 4, () => null)).toEqual([-1]);
  });

  it('gives several members distinct providers of the lowest total', () => {
    expect(cheapestMatching(2, 4, cost)).toEqual([3, 0]);
    expect(cheapestMatching(2, 2, cost)).toEqual([1, 0]);
  });
});

describe('assignProviders', () => {
  it('gives the only provider to the event that needs it when a no-preference event comes first', () => {
    const req = makeRequest({
      providers: [makeProvider('a'), makeProvider('b')],
      products: [makeProduct('cut'), makeProduct('wash')],
      events: [
        { productId: 'cut', userId: null },
        { productId: 'wash', userId: 'a' },
      ],
      parallel: true,
    });
    expect(assignProviders(req, TEN)?.map((e) => [e.productId, e.userId, e.requestedUserId])).toEqual([
      ['cut', 'b', null],
      ['wash', 'a', 'a'],
    ]);
    expect(findAvailableStarts(req).slots).toContain(TEN);
  });

  it("keeps a customer's next event with the same provider when they are free", () => {
    const req = makeRequest({
      providers: [makeProvider('a'), makeProvider('b')],
      customerCount: 2,
      products: [makeProduct('cut'), makeProduct('wash')],
      events: [
        { productId: 'cut', userId: null },
        { productId: 'wash', userId: null },
      ],
    });
    const assigned = assignProviders(req, TEN) ?? [];
    const byCustomer = [0, 1].map((c) => assigned.filter((e) => e.customerIndex === c).map((e) => e.userId));
    expect(byCustomer).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ]);
  });

  it('gives no-preference customers the cheapest designers, not the first ones listed', () => {
    const dear = (userId: string) => ({ userId, useDefault: false, price: 1100, duration: 60, isProvided: true });
    const req = makeRequest({
      providers: [makeProvider('a'), makeProvider('b'), makeProvider('c')],
      customerCount: 2,
      products: [makeProduct('cut', { price: 800, providers: [dear('a')] })],
    });
    const assigned = assignProviders(req, TEN) ?? [];
    expect(assigned.map((e) => e.userId).sort()).toEqual(['b', 'c']);
    expect(assigned.reduce((sum, e) => sum + e.price, 0)).toBe(1600);
  });

  it('moves a customer to another designer for the next service when that one is cheaper', () => {
    const cheapB = { userId: 'b', useDefault: false, price: 200, duration: 30, isProvided: true };
    const req = makeRequest({
      providers: [makeProvider('a'), makeProvider('b')],
      products: [makeProduct('cut', { price: 500 }), makeProduct('wash', { price: 300, providers: [cheapB] })],
      events: [
        { productId: 'cut', userId: null },
        { productId: 'wash', userId: null },
      ],
    });
    expect(assignProviders(req, TEN)?.map((e) => e.userId)).toEqual(['a', 'b']);
  });

  it('breaks a price tie by the lightest day: fewest minutes already booked that day', () => {
    const busy = [{ start: at('2025-03-03T15:00'), end: at('2025-03-03T17:00') }];
    const req = makeRequest({ providers: [makeProvider('a', { busy }), makeProvider('b')] });
    expect(assignProviders(req, TEN)?.[0]?.userId).toBe('b');
  });

  it('needs busy time only within the cart, and the minutes booked that local day', () => {
    const window = assignmentWindow(makeRequest(), TEN);
    expect(window).toEqual({
      day: { start: at('2025-03-03T00:00'), end: at('2025-03-04T00:00') },
      cart: { start: TEN, end: TEN + 3600 },
    });
    // a is booked 1 h earlier that day, b 2 h later that day: a has the lighter day, and neither
    // booking is within the cart, so cut to the cart both look free and the minutes decide.
    const busy = {
      a: [
        { start: at('2025-03-02T10:00'), end: at('2025-03-02T18:00') },
        { start: at('2025-03-03T08:00'), end: at('2025-03-03T09:00') },
      ],
      b: [
        { start: at('2025-03-03T14:00'), end: at('2025-03-03T16:00') },
        { start: at('2025-03-04T09:00'), end: at('2025-03-04T12:00') },
      ],
    };
    const full = [makeProvider('a', { busy: busy.a }), makeProvider('b', { busy: busy.b })];
    expect(dayMinutesOf(full, window.day)).toEqual(
      new Map([
        ['a', 60],
        ['b', 120],
      ]),
    );
    const cut = full.map((p) => ({ ...p, busy: [] }));
    expect(assignProviders(makeRequest({ providers: full }), TEN)?.[0]?.userId).toBe('a');
    expect(assignProviders(makeRequest({ providers: cut }), TEN, dayMinutesOf(full, window.day))?.[0]?.userId).toBe(
      'a',
    );
    // Given the minutes the other way round, the same free providers go the other way.
    expect(assignProviders(makeRequest({ providers: cut }), TEN, new Map([['a', 120]]))?.[0]?.userId).toBe('b');
  });

  it('stretches the cart window past midnight to the end of a cart that runs later, by its plan', () => {
    const late = at('2025-03-03T23:00');
    const cart = makeRequest({
      products: [makeProduct('cut', { duration: 90 }), makeProduct('wash', { duration: 30 })],
      events: [
        { productId: 'cut', userId: null },
        { productId: 'wash', userId: null },
      ],
    });
    expect(assignmentWindow(cart, late)).toEqual({
      day: { start: at('2025-03-03T00:00'), end: at('2025-03-04T00:00') },
      cart: { start: late, end: at('2025-03-04T01:00') },
    });
    // Concurrent services run side by side: the longest one ends the cart.
    expect(assignmentWindow({ ...cart, parallel: true }, late).cart.end).toBe(at('2025-03-04T00:30'));
  });

  it('reports price and minutes per assigned event', () => {
    const products = [makeProduct('cut', { price: 800, duration: 45 })];
    expect(assignProviders(makeRequest({ products }), TEN)?.[0]).toMatchObject({
      price: 800,
      duration: 45,
      end: TEN + 45 * 60,
    });
  });

  it('returns null for a start before the lead time, off the slot grid or past 30 days', () => {
    const req = makeRequest();
    expect(assignProviders({ ...req, now: at('2025-03-03T09:30') }, TEN)).toBeNull();
    expect(assignProviders(req, at('2025-03-03T10:10'))).toBeNull();
    expect(assignProviders(req, at('2025-04-03T10:00'))).toBeNull();
    expect(assignProviders(req, TEN)).not.toBeNull();
  });

  it('returns null when the cart has an invalid event or nobody is free', () => {
    expect(assignProviders(makeRequest({ events: [{ productId: 'gone', userId: null }] }), TEN)).toBeNull();
    const busy = [{ start: TEN, end: TEN + 1800 }];
    expect(assignProviders(makeRequest({ providers: [makeProvider('a', { busy })] }), TEN)).toBeNull();
  });
});

describe('checkEvents', () => {
  const products = [
    makeProduct('cut'),
    makeProduct('lady', { customerLimited: 'Female' }),
    makeProduct('only-b', {
      isAssigned: true,
      providers: [{ userId: 'b', useDefault: true, price: 0, duration: 0, isProvided: true }],
    }),
    makeProduct('nobody', { isAssigned: true }),
    makeProduct('color', { isShowSubItem: true, subItems: [{ id: 's', name: 's', price: 1, duration: 30 }] }),
  ];
  const base = makeRequest({ products, providers: [makeProvider('a'), makeProvider('b')], customerGender: 'Male' });
  const status = (productId: string, userId: string | null, subItemId?: string) =>
    checkEvents({ ...base, events: [{ productId, userId, subItemId }] })[0]?.status;

  it('says SUCCESS for a valid event', () => expect(status('cut', 'a')).toBe('SUCCESS'));
  it('says PRODUCT_NOT_EXISTS for an unknown product', () => expect(status('gone', null)).toBe('PRODUCT_NOT_EXISTS'));
  it('says PRODUCT_NOT_EXISTS for an unknown sub-item', () =>
    expect(status('color', null, 'x')).toBe('PRODUCT_NOT_EXISTS'));
  it('requires a sub-item when the product shows sub-items', () => {
    expect(status('color', null)).toBe('PRODUCT_NOT_EXISTS');
    expect(status('color', null, 's')).toBe('SUCCESS');
  });
  it('says GENDER_NOT_MATCH for a gender-limited product', () => expect(status('lady', null)).toBe('GENDER_NOT_MATCH'));
  it('treats a customer without a gender (null) as not matching a limit', () => {
    expect(
      checkEvents({ ...base, customerGender: null, events: [{ productId: 'lady', userId: null }] })[0]?.status,
    ).toBe('GENDER_NOT_MATCH');
  });
  it('says PRODUCT_PROVIDER_NOT_EXISTS for a provider who does not offer it', () =>
    expect(status('only-b', 'a')).toBe('PRODUCT_PROVIDER_NOT_EXISTS'));
  it('says PRODUCT_PROVIDER_NOT_EXISTS for a provider who is gone', () =>
    expect(status('cut', 'zed')).toBe('PRODUCT_PROVIDER_NOT_EXISTS'));
  it('says NO_PROVIDERS when nobody offers the product', () => expect(status('nobody', null)).toBe('NO_PROVIDERS'));
  it('says NO_PROVIDERS for no preference under OnlyProvider', () => {
    const store = makeStore({ unassignedMode: 'OnlyProvider' });
    expect(checkEvents({ ...base, store, events: [{ productId: 'cut', userId: null }] })[0]?.status).toBe(
      'NO_PROVIDERS',
    );
  });

  it('with a start, marks events nobody is free for as NO_PROVIDERS', () => {
    const busy = [{ start: TEN, end: TEN + 3600 }];
    const req = {
      ...base,
      providers: [makeProvider('a', { busy }), makeProvider('b')],
      events: [
        { productId: 'cut', userId: 'a' },
        { productId: 'cut', userId: 'b' },
      ],
      start: TEN,
    };
    expect(checkEvents(req).map((c) => c.status)).toEqual(['NO_PROVIDERS', 'SUCCESS']);
    expect(checkEvents({ ...req, start: TEN + 3600 }).map((c) => c.status)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('with a start, marks an event NO_PROVIDERS when the customers outnumber the free providers', () => {
    const req = { ...base, customerCount: 3, events: [{ productId: 'cut', userId: null }], start: TEN };
    expect(checkEvents(req)).toEqual([{ eventIndex: 0, productId: 'cut', status: 'NO_PROVIDERS' }]);
  });
});
