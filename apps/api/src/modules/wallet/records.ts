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
import { customerInvoicesOf } from '#api/modules/invoices/customer-views';
import { moneyPaidByOrder, paidByOrder } from '#api/modules/payments/record';
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

/**
 * GET /customer/records: a customer's records (the signed-in customer's own, or read by staff on
 * the customer's page), each with the money paid for it from the payments record. With
 * `spendingOnly` (the customer's own 消費紀錄) only what money was paid for is listed, newest
 * payment first: not an order still unpaid, nor one called off before any money moved (issue 43.8).
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
  const [
    events,
    items,
    bookingCharges,
    pickupCharges,
    bookingPaid,
    pickupPaid,
    bookingMoney,
    pickupMoney,
    bookingInvoices,
    pickupInvoices,
  ] = await Promise.all([
    bookingLinesOf(deps.db, bookingIds),
    pickupLinesOf(deps.db, pickIds),
    chargesOf(deps.db, 'Booking', bookingIds),
    chargesOf(deps.db, 'PickupOrder', pickIds),
    paidByOrder(deps.db, 'Booking', bookingIds),
    paidByOrder(deps.db, 'PickupOrder', pickIds),
    moneyPaidByOrder(deps.db, 'Booking', bookingIds),
    moneyPaidByOrder(deps.db, 'PickupOrder', pickIds),
    customerInvoicesOf(deps.db, store.id, 'Booking', bookingIds),
    customerInvoicesOf(deps.db, store.id, 'PickupOrder', pickIds),
  ]);
  const records: WalletRecord[] = [
    ...booked.map((b) => ({
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
      ...(bookingMoney.get(b.id) ?? NOTHING_PAID),
      invoices: bookingInvoices.get(b.id) ?? [],
    })),
    ...ordered.map((o) => ({
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
      ...(pickupMoney.get(o.id) ?? NOTHING_PAID),
      invoices: pickupInvoices.get(o.id) ?? [],
    })),
    ...topUps.map(topUpOf),
  ];
  if (!spendingOnly) return { records: records.sort((a, b) => b.time - a.time || a.id.localeCompare(b.id)) };
  // The customer's own list is of money paid, by when it was paid (issue 43.8).
  const spent = records.filter((r) => r.paid > 0);
  const paidAt = (r: WalletRecord) => r.paidAt ?? r.time;
  return { records: spent.sort((a, b) => paidAt(b) - paidAt(a) || a.id.localeCompare(b.id)) };
}

const NOTHING_PAID = { paid: 0, refunded: 0, paidAt: null };

const topUpOf = (m: Awaited<ReturnType<typeof repo.cardMoves>>[number]) => ({
  id: TOPUP + m.id,
  kind: 'TopUp' as const,
  title: m.cardName,
  titleEn: m.cardName,
  time: toSeconds(m.at),
  status: null,
  total: m.amount,
  payment: null,
  paid: m.amount,
  refunded: 0,
  paidAt: toSeconds(m.at),
});

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
  const [events, charges, moves, online, paid, money, invoices] = await Promise.all([
    bookingLinesOf(deps.db, [id]),
    chargesOf(deps.db, 'Booking', [id]),
    repo.cardMoves(deps.db, store.id, customer.id, { ref: id }),
    paymentsOf(deps.db, 'Booking', [id]),
    paidByOrder(deps.db, 'Booking', [id]),
    moneyPaidByOrder(deps.db, 'Booking', [id]),
    customerInvoicesOf(deps.db, store.id, 'Booking', [id]),
  ]);
  return {
    id: BOOKING + id,
    kind: 'Booking' as const,
    ...titles(events, servicesTitle),
    time: toSeconds(row.createdAt),
    status: row.status,
    total: row.total,
    payment: paymentFromCharges(row.total, charges, isActiveStatus(row.status) ? paid.get(id) : undefined),
    ...(money.get(id) ?? NOTHING_PAID),
    invoices: invoices.get(id) ?? [],
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
  const [items, charges, moves, online, paid, money, invoices] = await Promise.all([
    pickupLinesOf(deps.db, [id]),
    chargesOf(deps.db, 'PickupOrder', [id]),
    repo.cardMoves(deps.db, store.id, customer.id, { ref: id }),
    paymentsOf(deps.db, 'PickupOrder', [id]),
    paidByOrder(deps.db, 'PickupOrder', [id]),
    moneyPaidByOrder(deps.db, 'PickupOrder', [id]),
    customerInvoicesOf(deps.db, store.id, 'PickupOrder', [id]),
  ]);
  return {
    id: PICKUP + id,
    kind: 'PickupOrder' as const,
    ...titles(items, itemsTitle),
    time: toSeconds(row.createdAt),
    status: row.status,
    total: row.total,
    payment: paymentFromCharges(row.total, charges, returnsStock(row.status) ? undefined : paid.get(id)),
    ...(money.get(id) ?? NOTHING_PAID),
    invoices: invoices.get(id) ?? [],
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
    ...topUpOf(move),
    orderId: null,
    lines: [{ name: move.cardName, nameEn: move.cardName, detail: null, amount: move.amount }],
    onlinePayments: [],
    cardMoves: [toMove(move)],
  };
}
