import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { valueCardLedger, valueCards } from '#api/db/schema/wallet';

/** How many moves the records list shows (newest first); bookings and pickup orders are asked of their modules. */
const RECENT = 100;

/**
 * Moves of the customer's value cards: top-ups (`reason` TopUp) or those of one order (`ref`), or
 * one move by its id. Hidden cards keep their history.
 */
export async function cardMoves(
  db: Tx,
  storeId: string,
  customerId: string,
  filter: { topUps?: true; ref?: string; id?: number },
) {
  return db
    .select({
      id: valueCardLedger.id,
      cardName: valueCards.name,
      amount: valueCardLedger.amount,
      balanceAfter: valueCardLedger.balanceAfter,
      reason: valueCardLedger.reason,
      at: valueCardLedger.at,
    })
    .from(valueCardLedger)
    .innerJoin(
      valueCards,
      and(eq(valueCards.storeId, valueCardLedger.storeId), eq(valueCards.id, valueCardLedger.cardId)),
    )
    .where(
      and(
        eq(valueCards.storeId, storeId),
        eq(valueCards.customerId, customerId),
        filter.topUps ? eq(valueCardLedger.reason, 'TopUp') : undefined,
        filter.ref ? eq(valueCardLedger.ref, filter.ref) : undefined,
        filter.id !== undefined ? eq(valueCardLedger.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(valueCardLedger.at), desc(valueCardLedger.id))
    .limit(RECENT);
}
