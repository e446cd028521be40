import { inArray } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { counterCheckouts, counterItems } from '#api/db/schema/counter';

/** What the counter keeps of a booking's bill: the checkout and the retail sold with it. */

type CounterCheckoutRow = typeof counterCheckouts.$inferSelect;
export type CounterItemRow = typeof counterItems.$inferSelect;

export interface Settled {
  checkout: CounterCheckoutRow;
  items: CounterItemRow[];
}

/** The counter checkouts of these bookings with their items, by booking id. */
export async function settledOf(db: Tx, bookingIds: readonly string[]): Promise<Map<string, Settled>> {
  if (bookingIds.length === 0) return new Map();
  const [checkouts, items] = await Promise.all([
    db
      .select()
      .from(counterCheckouts)
      .where(inArray(counterCheckouts.bookingId, [...bookingIds])),
    db
      .select()
      .from(counterItems)
      .where(inArray(counterItems.bookingId, [...bookingIds])),
  ]);
  return new Map(
    checkouts.map((checkout) => [
      checkout.bookingId,
      { checkout, items: items.filter((i) => i.bookingId === checkout.bookingId) },
    ]),
  );
}

export async function insertCheckout(tx: Tx, checkout: typeof counterCheckouts.$inferInsert, items: CounterItemRow[]) {
  await tx.insert(counterCheckouts).values(checkout);
  if (items.length > 0) await tx.insert(counterItems).values(items);
}
