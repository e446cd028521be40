/**
 * Availability engine benchmark (not a test): a store with 20 providers and 2,000 existing
 * bookings over 30 days; a 3-service cart with no preference for 2 customers; the whole 30-day
 * availability. Target: median ≤ 5 ms. Run: npx tsx bench/availability.bench.ts
 */

import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { assignProviders, findAvailableStarts } from '../src/booking/index';
import { at, makeProduct, makeProvider, makeStore, weekly } from '../src/booking/test-support';
import type { AvailabilityRequest, EngineProvider, Interval } from '../src/booking/types';
import { addLocalDays, clearLocalDayCache } from '../src/booking/zoned-time';
import type { ServiceProduct } from '../src/index';
import { pickWith, seededRandom } from './seeded-random';

const PROVIDERS = 20;
const BOOKINGS = 2_000;
const DAYS = 30;
const RUNS = 100;
const WARMUP = 10;

const random = seededRandom(20250303);
const pick = pickWith(random);

const now = at('2025-03-03T09:12');
const dayStart = at('2025-03-03T00:00');

const ids = Array.from({ length: PROVIDERS }, (_, i) => `designer-${i + 1}`);

/** 2,000 non-overlapping bookings over 30 days, in store hours (10:00–20:00 Taipei). */
function makeBusy(): Map<string, Interval[]> {
  const busy = new Map(ids.map((id) => [id, [] as Interval[]]));
  let made = 0;
  while (made < BOOKINGS) {
    const list = busy.get(pick(ids)) ?? [];
    const opening = addLocalDays(at('2025-03-03T10:00'), Math.floor(random() * DAYS), 'Asia/Taipei');
    const start = opening + Math.floor(random() * 18) * 1800;
    const slot = { start, end: start + pick([30, 60, 90, 120]) * 60 };
    if (list.some((b) => b.start < slot.end && slot.start < b.end)) continue;
    list.push(slot);
    made++;
  }
  return busy;
}

function makeProviders(): EngineProvider[] {
  const busy = makeBusy();
  return ids.map((id, i) =>
    makeProvider(id, {
      // A few designers keep their own hours or take days off, as in a real salon.
      schedule: i % 5 === 0 ? weekly([['11:00', '20:00']], [['15:00', '15:30']]) : null,
      daysOff: i % 4 === 0 ? ['2025-03-05', '2025-03-12', '2025-03-19', '2025-03-26'] : [],
      busy: busy.get(id) ?? [],
    }),
  );
}

function makeProducts(): ServiceProduct[] {
  const override = (userId: string, duration: number, price: number) => ({
    userId,
    useDefault: false,
    price,
    duration,
    isProvided: true,
  });
  return [
    makeProduct('cut', { duration: 60, price: 800, providers: ids.slice(0, 6).map((id) => override(id, 45, 1200)) }),
    makeProduct('wash', { duration: 30, price: 300 }),
    makeProduct('color', {
      duration: 90,
      price: 2500,
      isAssigned: true,
      providers: ids.slice(0, 14).map((id, i) => override(id, i % 2 ? 90 : 120, 2500 + i * 100)),
    }),
  ];
}

const baseRequest: AvailabilityRequest = {
  store: makeStore({ workingHours: weekly([['10:00', '20:00']], [['13:00', '13:30']]), maxCustomerCount: 4 }),
  providers: makeProviders(),
  products: makeProducts(),
  events: [
    { productId: 'cut', userId: null },
    { productId: 'color', userId: null },
    { productId: 'wash', userId: null },
  ],
  customerCount: 2,
  parallel: false,
  window: { start: dayStart, end: at('2025-04-03T00:00') },
  now,
};

/** Figures of one case: wall times of the warm runs (median, p95, p99, max), a cold run, the answer's size. */
export interface EngineFigures {
  label: string;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  coldMs: number;
  slots: number;
  duration: number;
  assignMs: number;
  assignedEvents: number;
}

function measure(label: string, req: AvailabilityRequest): EngineFigures {
  let result = findAvailableStarts(req);
  for (let i = 0; i < WARMUP; i++) result = findAvailableStarts(req);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = findAvailableStarts(req);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const colds: number[] = [];
  for (let i = 0; i < 10; i++) {
    clearLocalDayCache();
    const t0 = performance.now();
    findAvailableStarts(req);
    colds.push(performance.now() - t0);
  }
  colds.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  const first = result.slots[0];
  const assignStart = performance.now();
  const assigned = first === undefined ? null : assignProviders(req, first);
  const assignMs = performance.now() - assignStart;
  return {
    label,
    medianMs: q(0.5),
    p95Ms: q(0.95),
    p99Ms: q(0.99),
    maxMs: q(1),
    coldMs: colds[5] ?? 0,
    slots: result.slots.length,
    duration: result.duration,
    assignMs,
    assignedEvents: assigned?.length ?? 0,
  };
}

const print = (f: EngineFigures) =>
  console.log(
    `${f.label.padEnd(40)} median ${f.medianMs.toFixed(2)} ms  p95 ${f.p95Ms.toFixed(2)} ms  p99 ${f.p99Ms.toFixed(2)} ms  max ${f.maxMs.toFixed(2)} ms  ` +
      `cold ${f.coldMs.toFixed(2)} ms  slots ${f.slots}  duration ${f.duration} min  assign ${f.assignMs.toFixed(2)} ms (${f.assignedEvents} events)`,
  );

/** What the engine bench measures; the first case is the headline (30 days, 20 designers, 2,000 bookings). */
export function engineBench(): { bookings: number; cases: EngineFigures[] } {
  return {
    bookings: baseRequest.providers.reduce((n, p) => n + p.busy.length, 0),
    cases: [
      measure('3 services, no preference, 2 customers', baseRequest),
      measure('same, concurrent services', { ...baseRequest, parallel: true }),
      measure('same, 1 customer, designer-2 requested', {
        ...baseRequest,
        customerCount: 1,
        events: baseRequest.events.map((e) => ({ ...e, userId: 'designer-2' })),
      }),
      measure('1 day window (one date of the strip)', {
        ...baseRequest,
        window: { start: dayStart, end: at('2025-03-04T00:00') },
      }),
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { bookings, cases } = engineBench();
  console.log(
    `availability bench: ${PROVIDERS} providers, ${bookings} bookings over ${DAYS} days, ${RUNS} runs (node ${process.version})`,
  );
  cases.forEach(print);
}
