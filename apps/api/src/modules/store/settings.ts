import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { updateSettings } from './repository';

/** The settings staff change from the browser (more join in issue 24's settings screen). */

type Settings = Pick<StoreRow, 'checkoutAttemptsPerHour' | 'confirmEachBooking' | 'notes'>;

export const settingsOf = (store: Settings): Settings => ({
  checkoutAttemptsPerHour: store.checkoutAttemptsPerHour,
  confirmEachBooking: store.confirmEachBooking,
  notes: store.notes,
});

/** PUT /staff/settings: only the fields sent change; before and after (for the audit log). */
export async function changeSettings(db: Db, store: StoreRow, changes: Partial<Settings>) {
  const updated = Object.keys(changes).length > 0 ? await updateSettings(db, store.id, changes) : store;
  return { before: settingsOf(store), after: settingsOf(updated) };
}
