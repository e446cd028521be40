import type { StaffFigures } from '@salon/contract';
import { type FiguresBasis, providerShifts, storeFigures } from '@salon/domain';
import type { Db } from '#api/db/client';
import { engineStore } from '#api/modules/availability/quote';
import type { StaffScope } from '#api/modules/scope';
import { catalogOf, designerSchedules } from '../catalog/service';
import { takingsBetween, takingsForVisits } from '../payments/record';
import * as repo from './repository';

/** GET /staff/figures: the store's figures for [from, to) (a day, a week, a month). */
export async function figuresFor(
  db: Db,
  { store }: StaffScope,
  window: { from: number; to: number; basis: FiguresBasis },
): Promise<StaffFigures> {
  const { from, to, basis } = window;
  const [catalog, bookings, events, retail] = await Promise.all([
    catalogOf(db, store),
    repo.bookingStatuses(db, store.id, from, to),
    repo.bookedEvents(db, store.id, from, to),
    repo.retailSold(db, store.id, from, to),
  ]);
  const takings =
    basis === 'visit'
      ? await takingsForVisits(
          db,
          store.id,
          window,
          bookings.map((b) => b.id),
        )
      : await takingsBetween(db, store.id, from, to);
  const engine = engineStore(store);
  const designers = designerSchedules(catalog).map((p) => ({
    id: p.id,
    name: p.name,
    shifts: providerShifts(p, engine, from, to),
  }));
  return {
    from,
    to,
    basis,
    ...storeFigures({ bookings, events, designers, takings, retail, window: { start: from, end: to } }),
  };
}
