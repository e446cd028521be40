import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ServiceProduct, TimeRange, WeeklyHours } from '../vocabulary/catalog';
import { WEEKDAYS } from '../vocabulary/index';
import { assignProviders } from './assignment';
import { findAvailableStarts } from './availability';
import { checkEvents } from './checks';
import { offersProduct, providerTerms, resolveSubItem } from './event-rules';
import { at, makeProduct, makeStore } from './test-support';
import type { AssignedEvent, AvailabilityRequest, CartEvent, EngineProvider, Interval } from './types';

/*
 * Random stores, providers, busy time and carts, checked against an independent oracle that reads
 * wall-clock minutes in the store zone. Clock values avoid 00:46–02:59, where DST changes make
 * local times missing or ambiguous in the zones used; periods may still span a change.
 */

const ZONES = ['Asia/Taipei', 'America/New_York', 'Europe/London'] as const;
const BASE_DAYS = ['2025-03-03', '2024-03-09', '2024-11-02', '2025-03-29', '2025-10-25'];
const CLOCKS = Array.from({ length: 97 }, (_, i) => i * 15).filter((m) => m <= 45 || m >= 180);

const clock = (m: number) =>
  m === 1440 ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutesOf = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3, 5));

const rangesArb = (max: number, min = 0): fc.Arbitrary<TimeRange[]> =>
  fc.uniqueArray(fc.constantFrom(...CLOCKS), { minLength: min * 2, maxLength: max * 2 }).map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const out: TimeRange[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) out.push({ start: clock(sorted[i]!), end: clock(sorted[i + 1]!) });
    return out;
  });

/** A typical working day: from the morning to the evening. */
const longRangeArb: fc.Arbitrary<TimeRange[]> = fc
  .tuple(fc.constantFrom(...CLOCKS.filter((m) => m <= 720)), fc.constantFrom(...CLOCKS.filter((m) => m >= 780)))
  .map(([start, end]) => [{ start: clock(start), end: clock(end) }]);

const weeklyArb: fc.Arbitrary<WeeklyHours> = fc
  .array(
    fc.record({
      open: fc.oneof(
        { weight: 3, arbitrary: longRangeArb },
        { weight: 2, arbitrary: rangesArb(2, 1) },
        { weight: 1, arbitrary: fc.constant([]) },
      ),
      rest: rangesArb(1),
    }),
    { minLength: 7, maxLength: 7 },
  )
  .map((days) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]])) as WeeklyHours);

const PROVIDER_IDS = ['p0', 'p1', 'p2', 'p3'];

const productArb = (id: string): fc.Arbitrary<ServiceProduct> =>
  fc
    .record({
      duration: fc.constantFrom(0, 15, 30, 45, 60, 90),
      isAssigned: fc.constantFrom(false, false, false, true),
      entries: fc.array(
        fc.record({
          userId: fc.constantFrom(...PROVIDER_IDS),
          useDefault: fc.boolean(),
          price: fc.integer({ min: 0, max: 3000 }),
          duration: fc.constantFrom(15, 30, 60, 120),
          isProvided: fc.constantFrom(true, true, true, false),
        }),
        { maxLength: 4 },
      ),
      subDurations: fc.array(fc.constantFrom(15, 30, 75), { maxLength: 2 }),
      isShowSubItem: fc.boolean(),
      subOverride: fc.constantFrom(...PROVIDER_IDS),
      customerLimited: fc.constantFrom('None', 'None', 'None', 'Female') as fc.Arbitrary<'None' | 'Female'>,
    })
    .map((r) =>
      makeProduct(id, {
        duration: r.duration,
        isAssigned: r.isAssigned,
        providers: r.entries.filter((e, i) => r.entries.findIndex((x) => x.userId === e.userId) === i),
        subItems: r.subDurations.map((d, i) => ({ id: `${id}-s${i}`, name: 's', price: d * 10, duration: d })),
        isShowSubItem: r.isShowSubItem,
        subItemProviders: r.subDurations.map((_, i) => ({
          userId: r.subOverride,
          subItemId: `${id}-s${i}`,
          price: 1,
          duration: 45,
        })),
        customerLimited: r.customerLimited,
      }),
    );

const requestArb: fc.Arbitrary<AvailabilityRequest> = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    baseDay: fc.constantFrom(...BASE_DAYS),
    windowStartHalfHours: fc.integer({ min: 0, max: 96 }),
    windowHalfHours: fc.integer({ min: 1, max: 96 }),
    nowBefore: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: -4 * 3600, max: 2 * 86400 }) },
      { weight: 1, arbitrary: fc.integer({ min: 29 * 86400, max: 31 * 86400 }) },
    ),
    store: fc.record({
      workingHours: weeklyArb,
      slotInterval: fc.constantFrom(15, 20, 30, 45, 60),
      bookingTimeOffset: fc.constantFrom(0, 30, 60, 120),
      enableConcurrentServices: fc.boolean(),
      minConcurrentServiceUsers: fc.integer({ min: 1, max: 2 }),
      unassignedMode: fc.oneof(
        { weight: 6, arbitrary: fc.constant('Normal' as const) },
        { weight: 2, arbitrary: fc.constant('OnlyUnassigned' as const) },
        { weight: 1, arbitrary: fc.constant('OnlyProvider' as const) },
      ),
    }),
    providerCount: fc.constantFrom(1, 2, 3, 3, 4, 4),
    schedules: fc.array(fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: weeklyArb }), {
      minLength: 4,
      maxLength: 4,
    }),
    dayOffPicks: fc.array(fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 1 }), { minLength: 4, maxLength: 4 }),
    busy: fc.array(
      fc.record({
        who: fc.integer({ min: 0, max: 3 }),
        at: fc.integer({ min: -24, max: 240 }),
        len: fc.integer({ min: 1, max: 16 }),
      }),
      { maxLength: 12 },
    ),
    products: fc.tuple(productArb('x'), productArb('y'), productArb('z')),
    events: fc.array(
      fc.record({
        product: fc.integer({ min: 0, max: 2 }),
        who: fc.integer({ min: -6, max: 3 }),
        sub: fc.integer({ min: -1, max: 2 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    customerCount: fc.constantFrom(1, 1, 1, 2, 2, 3),
    parallel: fc.boolean(),
    gender: fc.constantFrom(undefined, undefined, 'Male', 'Female') as fc.Arbitrary<'Male' | 'Female' | undefined>,
  })
  .map((r) => {
    const dayStart = at(`${r.baseDay}T00:00`, r.zone);
    const windowStart = dayStart + r.windowStartHalfHours * 1800;
    const window = { start: windowStart, end: windowStart + r.windowHalfHours * 1800 };
    const providers: EngineProvider[] = PROVIDER_IDS.slice(0, r.providerCount).map((id, i) => ({
      id,
      name: id,
      schedule: r.schedules[i] ?? null,
      daysOff: (r.dayOffPicks[i] ?? []).map(
        (d) => DateTime.fromSeconds(windowStart, { zone: r.zone }).plus({ days: d }).toISODate() ?? '',
      ),
      busy: r.busy
        .filter((b) => b.who === i)
        .map((b) => ({ start: windowStart + b.at * 900, end: windowStart + (b.at + b.len) * 900 })),
    }));
    const products = [...r.products];
    const events: CartEvent[] = r.events.map((e) => {
      const product = products[e.product]!;
      // Mostly valid carts (the static checks have their own unit tests): a shown sub-item is usually chosen.
      const pick = e.sub >= 0 || product.isShowSubItem ? Math.abs(e.sub) : -1;
      const sub = pick >= 0 ? product.subItems[pick % Math.max(1, product.subItems.length)] : undefined;
      const userId = e.who >= 0 ? (PROVIDER_IDS[e.who % r.providerCount] ?? null) : null;
      return { productId: product.id, userId, subItemId: sub?.id ?? null };
    });
    return {
      store: makeStore({ ...r.store, timeZone: r.zone, maxCustomerCount: 3 }),
      providers,
      products,
      events,
      customerCount: r.customerCount,
      parallel: r.parallel,
      window,
      now: windowStart - r.nowBefore,
      customerGender: r.gender,
    };
  });

/** Carts that pass the static checks (those have their own unit tests); the rest would only give empty results. */
const validRequestArb = requestArb.filter((req) => checkEvents(req).every((c) => c.status === 'SUCCESS'));

// ---- oracle ----

function local(t: number, zone: string) {
  const dt = DateTime.fromSeconds(t, { zone });
  return { date: dt.toISODate() ?? '', weekday: WEEKDAYS[dt.weekday % 7]!, minute: dt.hour * 60 + dt.minute };
}

const inRanges = (minute: number, ranges: readonly TimeRange[]) =>
  ranges.some((r) => minutesOf(r.start) <= minute && minute < minutesOf(r.end));

function storeWorkingAt(req: AvailabilityRequest, t: number): boolean {
  const { weekday, minute } = local(t, req.store.timeZone);
  const day = req.store.workingHours[weekday];
  return inRanges(minute, day.open) && !inRanges(minute, day.rest);
}

function providerWorkingAt(req: AvailabilityRequest, p: EngineProvider, t: number): boolean {
  const { date, weekday, minute } = local(t, req.store.timeZone);
  if (p.daysOff.includes(date) || !storeWorkingAt(req, t)) return false;
  const own = p.schedule?.[weekday];
  return !own || (inRanges(minute, own.open) && !inRanges(minute, own.rest));
}

/** Zero-length events hold no time (like an empty range in the exclusion constraint). */
const overlap = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end && a.end > a.start && b.end > b.start;

/** Every assigned event lies in its provider's working time, off their busy time, and no provider is double-booked. */
function assignmentProblems(req: AvailabilityRequest, assigned: readonly AssignedEvent[]): string[] {
  const problems: string[] = [];
  for (const e of assigned) {
    const p = req.providers.find((x) => x.id === e.userId);
    const product = req.products.find((x) => x.id === e.productId);
    if (!p || !product || !offersProduct(product, p.id)) problems.push(`ineligible ${e.userId}`);
    if (e.requestedUserId !== null && e.requestedUserId !== e.userId) problems.push('request ignored');
    if (!p) continue;
    for (let t = e.start; t < e.end || t === e.start; t += 300) {
      if (!providerWorkingAt(req, p, t)) problems.push(`${p.id} not working at ${t}`);
      if (t >= e.end) break;
    }
    if (p.busy.some((b) => overlap(b, e))) problems.push(`${p.id} busy`);
    for (const o of assigned) {
      if (o !== e && o.userId === e.userId && overlap(o, e)) problems.push(`${p.id} double-booked`);
    }
  }
  if (assigned.length !== req.events.length * req.customerCount) problems.push('missing events');
  return problems;
}

/** Where the grid of the store's working period containing `s` puts starts (absolute seconds from its start). */
function onGrid(req: AvailabilityRequest, s: number): boolean {
  const zone = req.store.timeZone;
  const { weekday } = local(s, zone);
  const dayStart = DateTime.fromSeconds(s, { zone }).startOf('day');
  const day = req.store.workingHours[weekday];
  // Period starts: open starts and rest ends (a rest ends a period and the next one begins).
  const starts = [...day.open.map((r) => r.start), ...day.rest.map((r) => r.end)].map((c) =>
    c === '24:00' ? Number.NaN : dayStart.set({ hour: minutesOf(c) / 60, minute: minutesOf(c) % 60 }).toSeconds(),
  );
  const step = req.store.slotInterval * 60;
  // The period's start is the latest period start at or before s with working time all the way to s.
  const candidates = starts.filter((p) => p <= s && storeWorkingAt(req, p)).sort((a, b) => b - a);
  const periodStart = candidates.find((p) => {
    for (let t = p; t < s; t += 300) if (!storeWorkingAt(req, t)) return false;
    return true;
  });
  return periodStart !== undefined && (s - periodStart) % step === 0;
}

const RUNS = { numRuns: 200 };

interface Member {
  customer: number;
  event: number;
  offset: number;
  /** Minutes per eligible provider id. */
  durations: Map<string, number>;
}

/** The cart laid out by the documented rules, computed apart from the engine. */
function oracleMembers(req: AvailabilityRequest): Member[] {
  const parallel =
    req.parallel && req.store.enableConcurrentServices && req.customerCount >= req.store.minConcurrentServiceUsers;
  const perEvent = req.events.map((e) => {
    const product = req.products.find((p) => p.id === e.productId)!;
    const sub = resolveSubItem(product, e.subItemId) ?? null;
    const requested = req.store.unassignedMode === 'OnlyUnassigned' ? null : e.userId;
    const ids = req.providers
      .map((p) => p.id)
      .filter((id) => offersProduct(product, id) && (requested === null || id === requested));
    return new Map(ids.map((id) => [id, providerTerms(product, id, sub).duration]));
  });
  let offset = 0;
  const offsets = perEvent.map((d) => {
    const here = parallel ? 0 : offset;
    offset += Math.max(...d.values()) * 60;
    return here;
  });
  return Array.from({ length: req.customerCount }, (_, customer) =>
    perEvent.map((durations, event) => ({ customer, event, offset: offsets[event]!, durations })),
  ).flat();
}

/** Some assignment of every member exists (brute force over all provider choices). */
function bruteForceBookable(req: AvailabilityRequest, members: Member[], s: number): boolean {
  const options = members.map((m) =>
    [...m.durations]
      .filter(([id, minutes]) => {
        const p = req.providers.find((x) => x.id === id)!;
        const span = { start: s + m.offset, end: s + m.offset + minutes * 60 };
        if (p.busy.some((b) => overlap(b, span))) return false;
        for (let t = span.start; t < span.end; t += 300) if (!providerWorkingAt(req, p, t)) return false;
        return true;
      })
      .map(([id, minutes]) => ({ id, span: { start: s + m.offset, end: s + m.offset + minutes * 60 } })),
  );
  const chosen: { id: string; span: Interval }[] = [];
  const search = (i: number): boolean => {
    if (i === options.length) return true;
    for (const o of options[i]!) {
      if (chosen.some((c) => c.id === o.id && overlap(c.span, o.span))) continue;
      chosen.push(o);
      if (search(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0);
}

describe('availability properties', () => {
  it('every returned start can be assigned without overlap, in working time, off busy time', () => {
    fc.assert(
      fc.property(validRequestArb, (req) => {
        for (const s of findAvailableStarts(req).slots) {
          const assigned = assignProviders(req, s);
          expect(assigned, `start ${s}`).not.toBeNull();
          expect(assignmentProblems(req, assigned ?? [])).toEqual([]);
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('no start violates lead time, the window, 30 days, working periods, rests or the slot grid', () => {
    fc.assert(
      fc.property(validRequestArb, (req) => {
        const zone = req.store.timeZone;
        const latest = DateTime.fromSeconds(req.now, { zone }).plus({ days: 30 }).toSeconds();
        for (const s of findAvailableStarts(req).slots) {
          expect(s).toBeGreaterThanOrEqual(req.now + req.store.bookingTimeOffset * 60);
          expect(s).toBeLessThanOrEqual(latest);
          expect(s).toBeGreaterThanOrEqual(req.window.start);
          expect(s).toBeLessThan(req.window.end);
          expect(storeWorkingAt(req, s)).toBe(true);
          expect(onGrid(req, s)).toBe(true);
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('booking a returned start and asking again never offers a start overlapping it for the same provider', () => {
    fc.assert(
      fc.property(validRequestArb, fc.nat(), (req, pick) => {
        const { slots } = findAvailableStarts(req);
        fc.pre(slots.length > 0);
        const booked = assignProviders(req, slots[pick % slots.length]!) ?? [];
        const providers = req.providers.map((p) => ({
          ...p,
          busy: [...p.busy, ...booked.filter((b) => b.userId === p.id && b.end > b.start)],
        }));
        const again = { ...req, providers };
        for (const s of findAvailableStarts(again).slots) {
          const assigned = assignProviders(again, s) ?? [];
          const clash = assigned.some((e) => booked.some((b) => b.userId === e.userId && overlap(b, e)));
          expect(clash, `start ${s}`).toBe(false);
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('assignProviders accepts exactly the returned starts (sampled 5-minute points in the window)', () => {
    fc.assert(
      fc.property(validRequestArb, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (req, picks) => {
        const slots = new Set(findAvailableStarts(req).slots);
        const points = (req.window.end - req.window.start) / 300;
        for (const pick of [...picks, ...[...slots].slice(0, 3).map((s) => (s - req.window.start) / 300)]) {
          const s = req.window.start + (pick % points) * 300;
          expect(assignProviders(req, s) !== null, `start ${s}`).toBe(slots.has(s));
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('returns exactly the grid starts a brute-force search can book (small carts, no zero-length events)', () => {
    const small = validRequestArb.filter(
      (r) =>
        r.events.length * r.customerCount <= 4 &&
        oracleMembers(r).every((m) => [...m.durations.values()].every((d) => d > 0)),
    );
    fc.assert(
      fc.property(small, (req) => {
        const members = oracleMembers(req);
        const latest = DateTime.fromSeconds(req.now, { zone: req.store.timeZone }).plus({ days: 30 }).toSeconds();
        const expected: number[] = [];
        for (let s = req.window.start; s < req.window.end; s += 300) {
          if (s < req.now + req.store.bookingTimeOffset * 60 || s > latest) continue;
          if (!storeWorkingAt(req, s) || !onGrid(req, s)) continue;
          if (bruteForceBookable(req, members, s)) expected.push(s);
        }
        expect(findAvailableStarts(req).slots).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('more busy time never adds starts', () => {
    fc.assert(
      fc.property(validRequestArb, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 96 }), (req, who, q) => {
        const before = new Set(findAvailableStarts(req).slots);
        const extra = { start: req.window.start + q * 900, end: req.window.start + (q + 4) * 900 };
        const providers = req.providers.map((p, i) => (i === who ? { ...p, busy: [...p.busy, extra] } : p));
        for (const s of findAvailableStarts({ ...req, providers }).slots) expect(before.has(s)).toBe(true);
      }),
      RUNS,
    );
  }, 60_000);
});
