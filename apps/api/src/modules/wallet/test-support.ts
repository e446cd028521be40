import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { customerVouchers, serviceTickets, valueCardLedger, valueCards, walletCharges } from '#api/db/schema/index';
import { TEST_NOW } from '#test/app';
import { issueValueCard } from './repository';

const DAY = 86400;

/** A value card for a customer with `balance` topped up; override its state as a test needs. */
export async function giveCard(
  db: Db,
  storeId: string,
  customerId: string,
  balance: number,
  state: Partial<typeof valueCards.$inferInsert> = {},
) {
  const card = await issueValueCard(
    db,
    {
      storeId,
      customerId,
      cardNo: String(Math.floor(Math.random() * 1e10)).padStart(10, '0'),
      name: '青禾儲值卡',
      expiresAt: new Date((TEST_NOW + 365 * DAY) * 1000),
      createdAt: new Date((TEST_NOW - DAY) * 1000),
    },
    balance,
  );
  if (Object.keys(state).length > 0) await db.update(valueCards).set(state).where(eq(valueCards.id, card.id));
  return card.id;
}

/** A copy of one of the store's vouchers in the customer's wallet; its id. */
export async function giveVoucher(db: Db, storeId: string, customerId: string, templateId: string, usesLeft = 1) {
  const [copy] = await db
    .insert(customerVouchers)
    .values({ storeId, customerId, templateId, usesLeft, receivedAt: new Date(TEST_NOW * 1000) })
    .returning({ id: customerVouchers.id });
  return copy!.id;
}

/** A service ticket for a product with uses left; override its state as a test needs. */
export async function giveTicket(
  db: Db,
  storeId: string,
  customerId: string,
  productId: string,
  state: Partial<typeof serviceTickets.$inferInsert> = {},
) {
  const [ticket] = await db
    .insert(serviceTickets)
    .values({
      storeId,
      customerId,
      productId,
      name: '結構式護髮 5 次券',
      totalUses: 5,
      usesLeft: 3,
      deadlineType: 'Unlimited',
      createdAt: new Date(TEST_NOW * 1000),
      ...state,
    })
    .returning({ id: serviceTickets.id });
  return ticket!.id;
}

/** A card's balance and what its ledger sums to (they must always agree). */
export async function cardBalance(db: Db, cardId: string) {
  const [card] = await db.select({ balance: valueCards.balance }).from(valueCards).where(eq(valueCards.id, cardId));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${valueCardLedger.amount}), 0)::int`, rows: sql<number>`count(*)::int` })
    .from(valueCardLedger)
    .where(eq(valueCardLedger.cardId, cardId));
  return { balance: card!.balance, ledgerSum: ledger!.sum, ledgerRows: ledger!.rows };
}

export async function usesLeftOfVoucher(db: Db, copyId: string) {
  const [row] = await db
    .select({ usesLeft: customerVouchers.usesLeft })
    .from(customerVouchers)
    .where(eq(customerVouchers.id, copyId));
  return row!.usesLeft;
}

export async function usesLeftOfTicket(db: Db, ticketId: string) {
  const [row] = await db
    .select({ usesLeft: serviceTickets.usesLeft })
    .from(serviceTickets)
    .where(eq(serviceTickets.id, ticketId));
  return row!.usesLeft;
}

/** The wallet charges of one order. */
export async function chargesOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(walletCharges)
    .where(and(eq(walletCharges.orderId, orderId)));
}
