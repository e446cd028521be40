import type { StaffFigures } from '@salon/contract';
import { providerShifts, storeFigures } from '@salon/domain';
import type { Db } from '#api/db/client';
import { engineStore } from '#api/modules/availability/quote';
import type { StaffScope } from '#api/modules/scope';
import { catalogOf, designerSchedules } from '../catalog/service';
import { takingsBetween } from '../payments/record';
import * as repo from './repository';

/** GET /staff/figures: the store's figures for [from, to) (a day, a week, a month). */
export async function figuresFor(
  db: Db,
  { store }: StaffScope,
  window: { from: number; to: number },
): Promise<StaffFigures> {
  const { from, to } = window;
  const [catalog, bookings, events, takings, retail] = await Promise.all([
    catalogOf(db, store),
    repo.bookingStatuses(db, store.id, from, to),
    repo.bookedEvents(db, store.id, from, to),
    takingsBetween(db, store.id, from, to),
    repo.retailSold(db, store.id, from, to),
  ]);
  const engine = engineStore(store);
  const designers = designerSchedules(catalog).map((p) => ({
    id: p.id,
    name: p.name,
    shifts: providerShifts(p, engine, from, to),
  }));
  return {
    from,
    to,
    ...storeFigures({ bookings, events, designers, takings, retail, window: { start: from, end: to } }),
  };
}
