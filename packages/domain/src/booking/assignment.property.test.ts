import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentWindow, assignProviders, dayMinutesOf } from './assignment';
import { offersProduct, providerTerms } from './event-rules';
import { bookedMinutesOn } from './schedule';
import { at, makeProduct, makeProvider, makeRequest, makeStore } from './test-support';
import type { AvailabilityRequest, Interval } from './types';

/*
 * The no-preference assignment rule against brute force on small random stores (one day, store
 * open 10:00–20:00): every way of giving each customer's events to free providers, none of them
 * double-booked, is tried; the engine must find the lowest total price, and, for one-service
 * carts, the lightest day among those.
 */

const IDS = ['p0', 'p1', 'p2', 'p3'];
const DAY = { start: at('2025-03-03T00:00'), end: at('2025-03-04T00:00') };
const OPEN = { start: at('2025-03-03T10:00'), end: at('2025-03-03T20:00') };

const productArb = (id: string) =>
  fc
    .record({
      price: fc.integer({ min: 100, max: 1500 }),
      duration: fc.constantFrom(30, 60, 90),
      overrides: fc.array(
        fc.record({
          userId: fc.constantFrom(...IDS),
          price: fc.integer({ min: 100, max: 1500 }),
          duration: fc.constantFrom(30, 60),
          isProvided: fc.constantFrom(true, true, true, false),
        }),
        { maxLength: 4 },
      ),
    })
    .map((r) =>
      makeProduct(id, {
        price: r.price,
        duration: r.duration,
        providers: r.overrides
          .filter((o, i) => r.overrides.findIndex((x) => x.userId === o.userId) === i)
          .map((o) => ({ ...o, useDefault: false })),
      }),
    );

const requestArb = (maxEvents: number) =>
  fc
    .record({
      providerCount: fc.integer({ min: 1, max: 4 }),
      busy: fc.array(
        fc.record({
          who: fc.integer({ min: 0, max: 3 }),
          at: fc.integer({ min: 0, max: 38 }),
          len: fc.integer({ min: 1, max: 6 }),
        }),
        { maxLength: 8 },
      ),
      products: fc.tuple(productArb('x'), productArb('y')),
      events: fc.array(fc.record({ product: fc.integer({ min: 0, max: 1 }), who: fc.integer({ min: -4, max: 3 }) }), {
        minLength: 1,
        maxLength: maxEvents,
      }),
      customerCount: fc.integer({ min: 1, max: 3 }),
      parallel: fc.boolean(),
      startQuarter: fc.integer({ min: 0, max: 8 }),
    })
    .map((r): AvailabilityRequest & { start: number } => ({
      ...makeRequest({
        store: makeStore({ maxCustomerCount: 3 }),
        providers: IDS.slice(0, r.providerCount).map((id, i) =>
          makeProvider(id, {
            busy: r.busy
              .filter((b) => b.who === i)
              .map((b) => ({ start: OPEN.start + b.at * 900, end: OPEN.start + (b.at + b.len) * 900 })),
          }),
        ),
        products: [...r.products],
        events: r.events.map((e) => ({
          productId: r.products[e.product]!.id,
          userId: e.who >= 0 ? (IDS[e.who % r.providerCount] ?? null) : null,
        })),
        customerCount: r.customerCount,
        parallel: r.parallel,
      }),
      start: OPEN.start + r.startQuarter * 1800,
    }));

interface Choice {
  id: string;
  price: number;
  span: Interval;
}

const overlap = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Each member's (customer × event) possible providers at `start`, laid out by the documented rules. */
function memberChoices(req: AvailabilityRequest, start: number): Choice[][] | null {
  const perEvent = req.events.map((e) => {
    const product = req.products.find((p) => p.id === e.productId)!;
    const ids = req.providers
      .map((p) => p.id)
      .filter((id) => offersProduct(product, id) && (!e.userId || id === e.userId));
    return ids.map((id) => providerTerms(product, id, null));
  });
  if (perEvent.some((terms) => terms.length === 0)) return null;
  let offset = 0;
  const offsets = perEvent.map((terms) => {
    const here = req.parallel ? 0 : offset;
    offset += Math.max(...terms.map((t) => t.duration)) * 60;
    return here;
  });
  return Array.from({ length: req.customerCount }, () =>
    perEvent.map((terms, k) =>
      terms
        .map((t) => ({
          id: t.userId,
          price: t.price,
          span: { start: start + offsets[k]!, end: start + offsets[k]! + t.duration * 60 },
        }))
        .filter((c) => {
          const p = req.providers.find((x) => x.id === c.id)!;
          return c.span.start >= OPEN.start && c.span.end <= OPEN.end && !p.busy.some((b) => overlap(b, c.span));
        }),
    ),
  ).flat();
}

/** Every complete assignment without a provider in two places at once. */
function allAssignments(members: Choice[][]): Choice[][] {
  const out: Choice[][] = [];
  const chosen: Choice[] = [];
  const search = (i: number) => {
    if (i === members.length) {
      out.push([...chosen]);
      return;
    }
    for (const c of members[i]!) {
      if (chosen.some((o) => o.id === c.id && overlap(o.span, c.span))) continue;
      chosen.push(c);
      search(i + 1);
      chosen.pop();
    }
  };
  search(0);
  return out;
}

const total = (list: readonly { price: number }[]) => list.reduce((sum, c) => sum + c.price, 0);

describe('no-preference assignment rule (against brute force)', () => {
  it('finds an assignment exactly when one exists, at the lowest total price', () => {
    fc.assert(
      fc.property(requestArb(2), (req) => {
        const members = memberChoices(req, req.start);
        const options = members ? allAssignments(members) : [];
        const assigned = assignProviders(req, req.start);
        expect(assigned !== null).toBe(options.length > 0);
        if (!assigned) return;
        expect(total(assigned)).toBe(Math.min(...options.map(total)));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('among the cheapest, gives a one-service cart to the designers with the lightest day', () => {
    fc.assert(
      fc.property(requestArb(1), (req) => {
        const load = (id: string) => bookedMinutesOn(req.providers.find((p) => p.id === id)!, DAY);
        const key = (list: readonly { userId?: string; id?: string; price: number }[]) =>
          [total(list), list.reduce((sum, c) => sum + load(c.userId ?? c.id ?? ''), 0)] as const;
        const members = memberChoices(req, req.start);
        const options = members ? allAssignments(members) : [];
        const assigned = assignProviders(req, req.start);
        fc.pre(assigned !== null);
        const best = options.map(key).sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
        expect(key(assigned ?? [])).toEqual(best);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("assigns the same from the busy time within the cart and each day's minutes as from all busy time", () => {
    fc.assert(
      fc.property(requestArb(2), (req) => {
        const window = assignmentWindow(req, req.start);
        const providers = req.providers.map((p) => ({
          ...p,
          busy: p.busy.filter((b) => b.end > window.cart.start && b.start < window.cart.end),
        }));
        const cut = assignProviders({ ...req, providers }, req.start, dayMinutesOf(req.providers, window.day));
        expect(cut).toEqual(assignProviders(req, req.start));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
