import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { saveStoreNotify, storeNotifyOf } from '#api/modules/notifications/settings';
import { updateSettings } from './repository';
import { type StoreSettingsChange, storeColumns, storeSettingsOf } from './store-settings';

/** The settings staff change from the browser (more join in issue 24's settings screen). */

type StoreFields = Pick<StoreRow, 'checkoutAttemptsPerHour' | 'confirmEachBooking' | 'notes'>;
type Changes = Partial<StoreFields> &
  StoreSettingsChange & { reminderHoursBefore?: number[]; lineChannelAccessToken?: string | null };

export async function settingsOf(db: Db, store: StoreRow) {
  return {
    checkoutAttemptsPerHour: store.checkoutAttemptsPerHour,
    confirmEachBooking: store.confirmEachBooking,
    notes: store.notes,
    ...storeSettingsOf(store),
    ...(await storeNotifyOf(db, store.id)),
  };
}

/** PUT /staff/settings: only the fields sent change; before and after (for the audit log). */
export async function changeSettings(db: Db, store: StoreRow, changes: Changes) {
  const before = await settingsOf(db, store);
  const { reminderHoursBefore, lineChannelAccessToken, ...own } = changes;
  const columns = storeColumns(store, own);
  const updated = Object.keys(columns).length > 0 ? await updateSettings(db, store.id, columns) : store;
  await saveStoreNotify(db, store.id, { reminderHoursBefore, lineChannelAccessToken });
  return { before, after: await settingsOf(db, updated) };
}
