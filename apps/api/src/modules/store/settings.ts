import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { recordChange } from '#api/modules/audit/service';
import { saveStoreNotify, storeNotifyOf } from '#api/modules/notifications/settings';
import type { StaffScope } from '#api/modules/scope';
import { updateSettings } from './repository';
import { type StoreSettingsChange, storeColumns, storeSettingsOf } from './store-settings';

/** The settings staff change from the browser (more join in issue 24's settings screen). */

type StoreFields = Pick<StoreRow, 'checkoutAttemptsPerHour' | 'confirmEachBooking' | 'notes'>;
type Changes = Partial<StoreFields> &
  StoreSettingsChange & { reminderHoursBefore?: number[]; lineChannelAccessToken?: string | null };

export async function settingsOf(db: Db, { store }: StaffScope) {
  return {
    checkoutAttemptsPerHour: store.checkoutAttemptsPerHour,
    confirmEachBooking: store.confirmEachBooking,
    notes: store.notes,
    ...storeSettingsOf(store),
    ...(await storeNotifyOf(db, store.id)),
  };
}

/** PUT /staff/settings: only the fields sent change; before and after go to the audit log. */
export async function changeSettings(db: Db, scope: StaffScope, changes: Changes) {
  const { store } = scope;
  const before = await settingsOf(db, scope);
  const { reminderHoursBefore, lineChannelAccessToken, ...own } = changes;
  const columns = storeColumns(store, own);
  const updated = Object.keys(columns).length > 0 ? await updateSettings(db, store.id, columns) : store;
  await saveStoreNotify(db, store.id, { reminderHoursBefore, lineChannelAccessToken });
  const after = await settingsOf(db, { ...scope, store: updated });
  await recordChange(db, scope, {
    operation: 'staffUpdateSettings',
    entity: 'store',
    entityId: store.id,
    before,
    after,
  });
  return after;
}
