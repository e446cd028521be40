import {
  type CounterMethod,
  IN_HOUSE_PROVIDERS,
  type MoneyPaid,
  moneyPaidOf,
  moneyTaken,
  type PaymentRecordMethod,
  type PaymentSubject,
  paidOf,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import { at } from '#api/db/time';
import * as repo from './repository';

/**
 * The payments record beside the online payments: money taken at once (a counter method, by a
 * member of staff) and what the wallet paid of an order (one row per wallet charge). The order
 * module writes these through here; what an order was paid and the day's takings are read here.
 */

/** What a row of the record is for: an order, or a wallet item sold at the counter. */
export interface Subject {
  kind: PaymentSubject;
  id: string;
}

/** Money taken at once by a counter method: a Paid row naming who took it (nothing for 0). */
export async function recordTaken(
  tx: Tx,
  p: {
    storeId: string;
    customerId: string;
    subject: Subject;
    method: CounterMethod;
    amount: number;
    staffId: string | null;
    now: number;
  },
): Promise<void> {
  if (p.amount <= 0) return;
  await repo.insertPayment(
    tx,
    {
      storeId: p.storeId,
      customerId: p.customerId,
      orderKind: p.subject.kind,
      orderId: p.subject.id,
      method: p.method,
      provider: IN_HOUSE_PROVIDERS.counter,
      amount: p.amount,
      status: 'Paid',
      staffId: p.staffId,
      createdAt: at(p.now),
      updatedAt: at(p.now),
    },
    'taken at the counter',
  );
}

/** A wallet charge as the record keeps it. */
export interface WalletChargeOf {
  id: string;
  storeId: string;
  customerId: string;
  orderKind: PaymentSubject;
  orderId: string;
  instrument: PaymentRecordMethod;
  amount: number;
}

/** What the wallet paid of an order, one Paid row per charge (a charge of 0 pays nothing and has none). */
export async function recordWalletCharges(
  tx: Tx,
  charges: readonly WalletChargeOf[],
  staffId: string | null,
  now: number,
): Promise<void> {
  for (const c of charges) {
    if (c.amount <= 0) continue;
    await repo.insertPayment(
      tx,
      {
        storeId: c.storeId,
        customerId: c.customerId,
        orderKind: c.orderKind,
        orderId: c.orderId,
        method: c.instrument,
        provider: IN_HOUSE_PROVIDERS.wallet,
        amount: c.amount,
        status: 'Paid',
        staffId,
        walletChargeId: c.id,
        createdAt: at(now),
        updatedAt: at(now),
      },
      'paid by the wallet',
    );
  }
}

/** The wallet's charges that came back when their order ended: their rows refunded as far as each came back. */
export const refundWalletCharges = repo.refundWalletRows;

/** What each order (or wallet item) was paid, net of refunds, by every method; 0 for one with no row. */
export async function paidByOrder(
  db: Tx,
  subject: PaymentSubject,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const rows = await repo.recordOf(db, subject, ids);
  // Grouped once: the calendar asks for a window's few hundred bookings at a time.
  const byOrder = new Map<string, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return new Map(ids.map((id) => [id, paidOf(byOrder.get(id) ?? [])]));
}

/** What the customer paid of each order in money, what came back and when it was paid (the 消費紀錄). */
export async function moneyPaidByOrder(
  db: Tx,
  subject: PaymentSubject,
  ids: readonly string[],
): Promise<Map<string, MoneyPaid>> {
  const rows = await repo.datedRecordOf(db, subject, ids);
  const dated = rows.map((r) => ({ ...r, paidAt: Math.floor(r.paidAt) }));
  return new Map(ids.map((id) => [id, moneyPaidOf(dated.filter((r) => r.orderId === id))]));
}

/** The record of these orders, oldest first (a receipt, a customer's record). */
export const recordOf = repo.recordOf;

/** The record of these orders with when each row was paid (its `Paid` event; else when it was made). */
export const datedRecordOf = repo.datedRecordOf;

/** Money taken in [from, to), per method, net of refunds (the wallet's rows left out: no new money). */
export async function takingsBetween(db: Tx, storeId: string, from: number, to: number) {
  return takings(await repo.settledBetween(db, storeId, from, to));
}

/**
 * Money by visit: what these bookings were paid, whenever it was taken, and every other sale (pickup
 * orders, wallet items) as it was taken in [from, to); per method, net of refunds.
 */
export async function takingsForVisits(
  db: Tx,
  storeId: string,
  window: { from: number; to: number },
  bookingIds: readonly string[],
) {
  const [visits, others] = await Promise.all([
    repo.settledOf(db, storeId, 'Booking', bookingIds),
    repo.settledBetween(db, storeId, window.from, window.to, 'Booking'),
  ]);
  return takings([...visits, ...others]);
}

const takings = (rows: Awaited<ReturnType<typeof repo.settledBetween>>) =>
  rows.flatMap((r) => {
    const amount = moneyTaken([r]);
    return amount > 0 ? [{ method: r.method as string, amount }] : [];
  });
