import type { CancelCondition, PaymentMethod } from '@salon/domain';
import { BOOKING_WINDOW_DAYS } from '@salon/domain';
import type { StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';

/** The store row's own settings as the settings screen reads and writes them (contract store-settings.ts). */

export interface StoreSettingsChange {
  bookingTimeOffset?: number;
  slotInterval?: number;
  maxCustomerCount?: number;
  enableConcurrentServices?: boolean;
  minConcurrentServiceUsers?: number;
  unassignedMode?: StoreRow['unassignedMode'];
  cancelPolicy?: StoreRow['cancelPolicy'];
  cancelCondition?: CancelCondition[];
  depositRequired?: boolean;
  depositValue?: number;
  depositRule?: StoreRow['depositRule'];
  depositScope?: StoreRow['depositScope'];
  paymentMethods?: PaymentMethod[];
  serviceEnable?: boolean;
  retailEnable?: boolean;
  pickupTimeEnable?: boolean;
  consultEnable?: boolean;
  consultURL?: string | null;
  websiteBanner?: string | null;
  websiteTitle?: string | null;
  websiteDescription?: string | null;
  liffId?: string | null;
  maskPhonesForDesigners?: boolean;
}

export const storeSettingsOf = (store: StoreRow) => ({
  bookingTimeOffset: store.bookingTimeOffset,
  slotInterval: store.slotInterval,
  maxCustomerCount: store.maxCustomerCount,
  enableConcurrentServices: store.enableConcurrentServices,
  minConcurrentServiceUsers: store.minConcurrentServiceUsers,
  unassignedMode: store.unassignedMode,
  cancelPolicy: store.cancelPolicy,
  cancelCondition: store.cancelCondition,
  depositRequired: store.depositRequired,
  depositValue: store.depositValue,
  depositRule: store.depositRule,
  depositScope: store.depositScope,
  paymentMethods: store.paymentMethods,
  serviceEnable: store.serviceEnable,
  retailEnable: store.retailEnable,
  pickupTimeEnable: store.pickupTimeEnable,
  consultEnable: store.consultEnable,
  consultURL: store.consultUrl,
  websiteBanner: store.websiteBanner,
  websiteTitle: store.websiteTitle,
  websiteDescription: store.websiteDescription,
  liffId: store.liffId,
  maskPhonesForDesigners: store.maskPhonesForDesigners,
  bookingWindowDays: BOOKING_WINDOW_DAYS,
});

/**
 * The row's columns for a change, after the rules that join two fields (checked against what the
 * store has for the one not sent): consulting needs its URL, a deposit its amount, the concurrent
 * minimum fits the party size, and two payment methods never share a name. VALIDATION_FAILED names the field.
 */
export function storeColumns<C extends StoreSettingsChange>(store: StoreRow, change: C): Partial<StoreRow> {
  const next = { ...storeSettingsOf(store), ...change };
  const fields: Record<string, string> = {};
  if (next.consultEnable && !next.consultURL) fields.consultURL = '開啟線上諮詢時請填寫諮詢網址';
  if (next.depositRequired && next.depositValue <= 0) fields.depositValue = '收取訂金時金額須大於 0';
  if (next.enableConcurrentServices && next.minConcurrentServiceUsers > next.maxCustomerCount)
    fields.minConcurrentServiceUsers = '不得多於每筆預約的人數上限';
  const names = next.paymentMethods.map((m) => m.name);
  const dup = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (dup >= 0) fields[`paymentMethods.${dup}.name`] = `重複的付款方式名稱：${names[dup]}`;
  const sent = Object.keys(fields).filter((f) => f.split('.')[0]! in change);
  if (sent.length > 0)
    throw new ApiError('VALIDATION_FAILED', { data: { fields: Object.fromEntries(sent.map((f) => [f, fields[f]])) } });
  const { consultURL, ...rest } = change;
  return consultURL === undefined ? rest : { ...rest, consultUrl: consultURL };
}
