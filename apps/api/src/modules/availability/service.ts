import type { DurationRequest, DurationResult } from '@salon/contract';
import { availabilityByDay } from '@salon/domain';
import type { Db } from '#api/db/client';
import { customerOf } from '#api/http/actor';
import type { Scope } from '#api/modules/scope';
import { serviceProducts } from '../catalog/service';
import { resolveDesignerScope } from '../store/service';
import { availabilityCalendars } from './busy-cache';
import { assertCustomerCount, engineStore, toCartEvents } from './quote';

/**
 * Availability: the customer's choice of a day and a time for a cart, from the designers' busy
 * time (bookings and blocked time, busy-repository.ts, through this process's busy-cache.ts). The
 * quote of a cart at a start is quote.ts; what a booking's assignment reads of the day,
 * assignment-times.ts.
 */

const DAY = 86400;

/** Start times of a window for a cart (anonymous; a signed-in customer's gender is applied). */
export async function availability(
  deps: { db: Db },
  { store, now, actor }: Scope,
  body: DurationRequest,
): Promise<DurationResult> {
  const customer = customerOf(actor);
  const designer = await resolveDesignerScope(deps.db, store, body.userId);
  assertCustomerCount(store, body.customerCount);
  if (!store.serviceEnable) return { duration: 0, slots: [], days: [] };
  const [products, providers] = await Promise.all([
    serviceProducts(deps.db, store),
    availabilityCalendars(deps.db, store, body.startTime - DAY, body.endTime + DAY, body.excludeBookingId),
  ]);
  const events = toCartEvents(body.events).map((e) =>
    designer && e.userId === null ? { ...e, userId: designer.id } : e,
  );
  return availabilityByDay({
    store: engineStore(store),
    providers,
    products,
    events,
    customerCount: body.customerCount,
    parallel: body.parallel,
    window: { start: body.startTime, end: body.endTime },
    now,
    customerGender: customer?.gender,
  });
}

/**
 * The designers' calendars as they are now, read directly, not from the cache (what decides, as a
 * cart's check, reads what is committed): for other modules; the busy-time SQL stays this module's.
 */
export { loadProviderCalendars } from './busy-repository';
