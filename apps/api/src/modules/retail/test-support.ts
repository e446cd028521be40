import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { retailItems } from '#api/db/schema/index';

export { call, type Json, MON, TUE, WED } from '../bookings/test-support';

export type WireItem = { productId: string; quantity: number; price?: number };

/** A POST /bookings/pickupOrders body; override what a test needs. */
export function orderBody(items: WireItem[], extra: Record<string, unknown> = {}) {
  return { items, paymentMethod: 'Cash', customerNotes: '', ...extra };
}

export async function stockOf(db: Db, storeId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: retailItems.stock })
    .from(retailItems)
    .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, productId)));
  return row!.stock;
}

export async function setStock(db: Db, storeId: string, productId: string, stock: number): Promise<void> {
  await db
    .update(retailItems)
    .set({ stock })
    .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, productId)));
}
