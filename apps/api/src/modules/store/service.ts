import type { StoreSetting } from '@salon/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers, stores } from '../../db/schema/index';
import { ApiError, notFound } from '../../http/errors';

export type StoreRow = typeof stores.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

export async function findStoreByCode(db: Db, code: string): Promise<StoreRow> {
  const [row] = await db.select().from(stores).where(eq(stores.code, code)).limit(1);
  if (!row) throw notFound('STORE_NOT_FOUND');
  return row;
}

export async function findActiveProvider(db: Db, storeId: string, userId: string): Promise<ProviderRow> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.storeId, storeId), eq(providers.id, userId), isNull(providers.archivedAt)))
    .limit(1);
  if (!row) throw notFound('PROVIDER_NOT_FOUND');
  return row;
}

/** A page scoped to one designer is only open when the store books by designer (spec: bookingSettingType User). */
export async function resolveDesignerScope(db: Db, store: StoreRow, userId: string | undefined) {
  if (!userId) return null;
  if (store.bookingSettingType !== 'User') throw new ApiError(403, 'USER_PAGE_NOT_ALLOWED');
  return findActiveProvider(db, store.id, userId);
}

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
