import type { StoreSetting } from '@salon/contract';
import type { ProviderRow, StoreRow } from './repository';

/** A store row as the wire's Store setting. */
export function toStoreSetting(row: StoreRow, user: ProviderRow | null): StoreSetting {
  return {
    storeId: row.id,
    name: row.name,
    code: row.code,
    address: row.address,
    description: row.description,
    phone: row.phone,
    type: row.type,
    banner: row.banner,
    logo: row.logo,
    serviceEnable: row.serviceEnable,
    enableConcurrentServices: row.enableConcurrentServices,
    minConcurrentServiceUsers: row.minConcurrentServiceUsers,
    retailEnable: row.retailEnable,
    consultEnable: row.consultEnable,
    consultURL: row.consultUrl,
    pickupTimeEnable: row.pickupTimeEnable,
    paymentMethods: row.paymentMethods,
    openingHours: row.openingHours,
    workingHours: row.workingHours,
    bookingTimeOffset: row.bookingTimeOffset,
    cancelCondition: row.cancelCondition,
    deposit: { required: row.depositRequired, depositValue: row.depositValue },
    depositRule: row.depositRule,
    depositScope: row.depositScope,
    notes: row.notes,
    unassignedMode: row.unassignedMode,
    websiteBanner: row.websiteBanner,
    websiteTitle: row.websiteTitle,
    websiteDescription: row.websiteDescription,
    liffId: row.liffId,
    bookingSettingType: row.bookingSettingType,
    cancelPolicy: row.cancelPolicy,
    timeZone: row.timeZone,
    slotInterval: row.slotInterval,
    maxCustomerCount: row.maxCustomerCount,
    user: user ? { id: user.id, name: user.name, avatar: user.avatar } : null,
  };
}
