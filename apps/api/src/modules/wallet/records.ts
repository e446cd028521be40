import type { RecordDetail, WalletRecord } from '@salon/contract';
import {
  bookedName,
  boughtName,
  type DisplayLocale,
  isActiveStatus,
  lineTotal,
  nameList,
  returnsStock,
} from '@salon/domain';
import { toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { bookingLinesOf, bookingRecordsOf } from '#api/modules/bookings/service';
import { paidByOrder } from '#api/modules/payments/record';
import { paymentsOf } from '#api/modules/payments/service';
import { toOnlinePayment } from '#api/modules/payments/views';
import { pickupLinesOf, pickupRecordsOf } from '#api/modules/retail/service';
import type { CustomerScope, Scope } from '#api/modules/scope';
import { chargesOf } from './payment-repository';
import * as repo from './record-repository';
import type { WalletDeps } from './service';
import { paymentFromCharges } from './views';

/** The customer's transaction records: bookings, pickup orders and value card top-ups, newest first. */

const BOOKING = 'booking-';
const PICKUP = 'pickup-';
const TOPUP = 'topup-';

type BookingLine = Awaited<ReturnType<typeof bookingLinesOf>>[number];
type PickupLine = Awaited<ReturnType<typeof pickupLinesOf>>[number];
/** A booking's services, or an order's items with their quantities, in one line of the language. */
const servicesTitle = (lines: readonly BookingLine[], locale: DisplayLocale) =>
  nameList(
    lines.map((l) => bookedName(l, locale)),
    locale,
  );
const itemsTitle = (lines: readonly PickupLine[], locale: DisplayLocale) =>
  nameList(
    lines.map((i) => `${boughtName(i, locale)} × ${i.quantity}`),
    locale,
  );

/** A record's title in both languages. */
const titles = <L>(lines: readonly L[], title: (lines: readonly L[], locale: DisplayLocale) => string) => ({
  title: title(lines, 'zh-TW'),
  titleEn: title(lines, 'en'),
});

/** Ended without a visit or a pickup: the customer, the store or the clock called it off. */
const CALLED_OFF = new Set<string>(['Cancelled', 'Closed', 'Expired']);
/** An online payment that took money (some or all of it may have been refunded since). */
const TOOK_MONEY = new Set<string>(['Paid', 'PartiallyRefunded', 'Refunded']);

/**
 * GET /customer/records: a customer's records (the signed-in customer's own, or read by staff on
 * the customer's page). With `spendingOnly` (the customer's own list) a booking or pickup order
 * called off before any money moved is left out: nothing was spent on it (issue 28.6).
 */
export async function listRecords(
  deps: WalletDeps,
  { store }: Scope,
  { customerId, spendingOnly = false }: { customerId: string; spendingOnly?: boolean },
): Promise<{ records: WalletRecord[] }> {
  const [booked, ordered, topUps] = await Promise.all([
    bookingRecordsOf(deps.db, store.id, customerId),
    pickupRecordsOf(deps.db, store.id, customerId),
    repo.cardMoves(deps.db, store.id, customerId, { topUps: true }),
  ]);
  const bookingIds = booked.map((b) => b.id);
  const pickIds = ordered.map((o) => o.id);
  const [events, items, bookingCharges, pickupCharges, bookingPayments, pickupPayments, bookingPaid, pickupPaid] =
    await Promise.all([
      bookingLinesOf(deps.db, bookingIds),
      pickupLinesOf(deps.db, pickIds),
      chargesOf(deps.db, 'Booking', bookingIds),
      chargesOf(deps.db, 'PickupOrder', pickIds),
      spendingOnly ? paymentsOf(deps.db, 'Booking', bookingIds) : [],
      spendingOnly ? paymentsOf(deps.db, 'PickupOrder', pickIds) : [],
      paidByOrder(deps.db, 'Booking', bookingIds),
      paidByOrder(deps.db, 'PickupOrder', pickIds),
    ]);
  const spent = (
    order: { id: string; status: string },
    charges: readonly { orderId: string }[],
    paid: readonly { orderId: string; status: string }[],
  ) =>
    !spendingOnly ||
    !CALLED_OFF.has(order.status) ||
    charges.some((c) => c.orderId === order.id) ||
    paid.some((p) => p.orderId === order.id && TOOK_MONEY.has(p.status));
  const records: WalletRecord[] = [
    ...booked
      .filter((b) => spent(b, bookingCharges, bookingPayments))
      .map((b) => ({
        id: BOOKING + b.id,
        kind: 'Booking' as const,
        ...titles(
          events.filter((e) => e.bookingId === b.id),
          servicesTitle,
        ),
        time: toSeconds(b.createdAt),
        status: b.status,
        total: b.total,
        payment: paymentFromCharges(
          b.total,
          bookingCharges.filter((c) => c.orderId === b.id),
          isActiveStatus(b.status) ? bookingPaid.get(b.id) : undefined,
        ),
      })),
    ...ordered
      .filter((o) => spent(o, pickupCharges, pickupPayments))
      .map((o) => ({
        id: PICKUP + o.id,
        kind: 'PickupOrder' as const,
        ...titles(
          items.filter((i) => i.pickId === o.id),
          itemsTitle,
        ),
        time: toSeconds(o.createdAt),
        status: o.status,
        total: o.total,
        payment: paymentFromCharges(
          o.total,
          pickupCharges.filter((c) => c.orderId === o.id),
          returnsStock(o.status) ? undefined : pickupPaid.get(o.id),
        ),
      })),
    ...topUps.map((m) => ({
      id: TOPUP + m.id,
      kind: 'TopUp' as const,
      title: m.cardName,
      titleEn: m.cardName,
      time: toSeconds(m.at),
      status: null,
      total: m.amount,
      payment: null,
    })),
  ];
  return { records: records.sort((a, b) => b.time - a.time || a.id.localeCompare(b.id)) };
}

const notFound = () => new ApiError('NOT_FOUND');

/** GET /customer/records/{recordId}: one of the customer's records; another's or an unknown id is NOT_FOUND. */
export async function recordDetail(deps: WalletDeps, scope: CustomerScope, recordId: string): Promise<RecordDetail> {
  if (recordId.startsWith(BOOKING)) return bookingRecord(deps, scope, recordId.slice(BOOKING.length));
  if (recordId.startsWith(PICKUP)) return pickupRecord(deps, scope, recordId.slice(PICKUP.length));
  const ledgerId = Number(recordId.slice(TOPUP.length));
  if (recordId.startsWith(TOPUP) && Number.isSafeInteger(ledgerId)) return topUpRecord(deps, scope, ledgerId);
  throw notFound();
}

const toMove = (m: Awaited<ReturnType<typeof repo.cardMoves>>[number]) => ({
  cardName: m.cardName,
  amount: m.amount,
  balanceAfter: m.balanceAfter,
  reason: m.reason,
  time: toSeconds(m.at),
});

async function bookingRecord(deps: WalletDeps, { store, actor: { customer } }: CustomerScope, id: string) {
  const [row] = await bookingRecordsOf(deps.db, store.id, customer.id, id);
  if (!row) throw notFound();
  const [events, charges, moves, online, paid] = await Promise.all([
    bookingLinesOf(deps.db, [id]),
    chargesOf(deps.db, 'Booking', [id]),
    repo.cardMoves(deps.db, store.id, customer.id, { ref: id }),
    paymentsOf(deps.db, 'Booking', [id]),
    paidByOrder(deps.db, 'Booking', [id]),
  ]);
  return {
    id: BOOKING + id,
    kind: 'Booking' as const,
    ...titles(events, servicesTitle),
    time: toSeconds(row.createdAt),
    status: row.status,
    total: row.total,
    payment: paymentFromCharges(row.total, charges, isActiveStatus(row.status) ? paid.get(id) : undefined),
    orderId: id,
    lines: events.map((e) => ({
      name: bookedName(e, 'zh-TW'),
      nameEn: bookedName(e, 'en'),
      detail: e.providerName,
      amount: e.price,
    })),
    onlinePayments: online.map(toOnlinePayment),
    cardMoves: moves.map(toMove),
  };
}

async function pickupRecord(deps: WalletDeps, { store, actor: { customer } }: CustomerScope, id: string) {
  const [row] = await pickupRecordsOf(deps.db, store.id, customer.id, id);
  if (!row) throw notFound();
  const [items, charges, moves, online, paid] = await Promise.all([
    pickupLinesOf(deps.db, [id]),
    chargesOf(deps.db, 'PickupOrder', [id]),
    repo.cardMoves(deps.db, store.id, customer.id, { ref: id }),
    paymentsOf(deps.db, 'PickupOrder', [id]),
    paidByOrder(deps.db, 'PickupOrder', [id]),
  ]);
  return {
    id: PICKUP + id,
    kind: 'PickupOrder' as const,
    ...titles(items, itemsTitle),
    time: toSeconds(row.createdAt),
    status: row.status,
    total: row.total,
    payment: paymentFromCharges(row.total, charges, returnsStock(row.status) ? undefined : paid.get(id)),
    orderId: id,
    lines: items.map((i) => ({
      name: i.name,
      nameEn: boughtName(i, 'en'),
      detail: `× ${i.quantity}`,
      amount: lineTotal(i.price, i.quantity),
    })),
    onlinePayments: online.map(toOnlinePayment),
    cardMoves: moves.map(toMove),
  };
}

async function topUpRecord(deps: WalletDeps, { store, actor: { customer } }: CustomerScope, ledgerId: number) {
  const [move] = await repo.cardMoves(deps.db, store.id, customer.id, { id: ledgerId });
  if (move?.reason !== 'TopUp') throw notFound();
  return {
    id: TOPUP + ledgerId,
    kind: 'TopUp' as const,
    title: move.cardName,
    titleEn: move.cardName,
    time: toSeconds(move.at),
    status: null,
    total: move.amount,
    payment: null,
    orderId: null,
    lines: [{ name: move.cardName, nameEn: move.cardName, detail: null, amount: move.amount }],
    onlinePayments: [],
    cardMoves: [toMove(move)],
  };
}
