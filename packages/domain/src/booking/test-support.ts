/** Builders shared by the booking tests and the benchmark (not part of the package's exports). */

import { DateTime } from 'luxon';
import type { ServiceProduct, WeeklyHours } from '../vocabulary/catalog';
import { WEEKDAYS } from '../vocabulary/index';
import type { AvailabilityRequest, EngineProvider, EngineStore } from './types';

export const TAIPEI = 'Asia/Taipei';

/** Unix seconds of a local ISO date-time ('2025-03-03T10:00') in a zone. */
export function at(iso: string, zone = TAIPEI): number {
  return DateTime.fromISO(iso, { zone }).toSeconds();
}

type Pair = [string, string];

/** The same open and rest ranges on the given weekdays (every day by default), none on the others. */
export function weekly(open: Pair[], rest: Pair[] = [], days: readonly string[] = WEEKDAYS): WeeklyHours {
  const toRanges = (list: Pair[]) => list.map(([start, end]) => ({ start, end }));
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      days.includes(d) ? { open: toRanges(open), rest: toRanges(rest) } : { open: [], rest: [] },
    ]),
  ) as WeeklyHours;
}

export function makeStore(overrides: Partial<EngineStore> = {}): EngineStore {
  return {
    timeZone: TAIPEI,
    workingHours: weekly([['10:00', '20:00']]),
    slotInterval: 30,
    bookingTimeOffset: 60,
    enableConcurrentServices: true,
    minConcurrentServiceUsers: 1,
    unassignedMode: 'Normal',
    maxCustomerCount: 4,
    ...overrides,
  };
}

export function makeProduct(id: string, overrides: Partial<ServiceProduct> = {}): ServiceProduct {
  return {
    id,
    name: id,
    description: null,
    image: null,
    price: 1000,
    duration: 60,
    providers: [],
    isAssigned: false,
    subItemType: 'Single',
    isShowSubItem: false,
    subItemProviders: [],
    subItems: [],
    customerLimited: 'None',
    ...overrides,
  };
}

export function makeProvider(id: string, overrides: Partial<EngineProvider> = {}): EngineProvider {
  return { id, name: id, schedule: null, daysOff: [], busy: [], ...overrides };
}

/** Monday 2025-03-03 08:00 Taipei; the window is that whole day. */
const MONDAY_8AM = at('2025-03-03T08:00');

export function makeRequest(overrides: Partial<AvailabilityRequest> = {}): AvailabilityRequest {
  return {
    store: makeStore(),
    providers: [makeProvider('a')],
    products: [makeProduct('cut')],
    events: [{ productId: 'cut', userId: null }],
    customerCount: 1,
    parallel: false,
    window: { start: at('2025-03-03T00:00'), end: at('2025-03-04T00:00') },
    now: MONDAY_8AM,
    ...overrides,
  };
}

/** Local 'HH:mm' of unix seconds in a zone, for readable assertions. */
export function hhmm(seconds: number, zone = TAIPEI): string {
  return DateTime.fromSeconds(seconds, { zone }).toFormat('HH:mm');
}
