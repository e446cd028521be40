import type { CounterReceipt, CounterView } from '@salon/contract';
import { COUNTER_METHODS, type CounterMethod, isOneOf, ONLINE_PAYMENT_METHODS, paidOf } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { toSeconds } from '#api/db/time';
import { bookingForCounter, eventsOf } from '#api/modules/bookings/counter-side';
import { recordOf } from '#api/modules/payments/record';
import { shelf } from '#api/modules/retail/counter';
import type { StaffScope } from '#api/modules/scope';
import { staffNamesOf } from '#api/modules/staff/service';
import { chargesOf } from '#api/modules/wallet/payments';
import { listServiceTickets, listValueCards, listVouchers } from '#api/modules/wallet/service';
import { paymentFromCharges } from '#api/modules/wallet/views';
import { bookingAndCustomer, eventName, paidEarlier } from './bill';
import type { CounterDeps } from './deps';
import * as repo from './repository';

/** What the counter reads: the view it starts from and a settled booking's receipt. */

/** The receipt of a settled booking (null until it is settled), rebuilt from what was written. */
export async function receiptOf(db: Tx, store: StoreRow, bookingId: string): Promise<CounterReceipt | null> {
  const row = await bookingForCounter(db, store.id, bookingId);
  if (!row) return null;
  const [settled, events, charges, record] = await Promise.all([
    repo.settledOf(db, [row.id]),
    eventsOf(db, [row.id]),
    chargesOf(db, 'Booking', [row.id]),
    recordOf(db, 'Booking', [row.id]),
  ]);
  const done = settled.get(row.id);
  if (!done) return null;
  const { checkout, items } = done;
  const total = checkout.servicesTotal + checkout.retailTotal;
  const payment = paymentFromCharges(
    total,
    charges.filter((c) => c.returnedAt === null),
  );
  // The record's rows: what the counter's methods took, and the money paid online before.
  const counterRows = record.filter((p) => isOneOf(COUNTER_METHODS, p.method));
  const taken = paidOf(counterRows);
  // One checkout's rows share their time: the receipt lists the method that paid the rest first, then
  // the others in the counter's order, the same every time it is printed.
  const rank = (method: CounterMethod) => (method === checkout.method ? -1 : COUNTER_METHODS.indexOf(method));
  const payments = counterRows
    .flatMap((p) =>
      isOneOf(COUNTER_METHODS, p.method) && p.amount > 0 ? [{ method: p.method, amount: p.amount }] : [],
    )
    .sort((a, b) => rank(a.method) - rank(b.method));
  const cash = payments.find((p) => p.method === 'Cash')?.amount ?? 0;
  const manualDiscount =
    checkout.discount > 0 ? { amount: checkout.discount, reason: checkout.discountReason ?? '' } : null;
  const paidBefore = paidOf(record.filter((p) => isOneOf(ONLINE_PAYMENT_METHODS, p.method)));
  return {
    bookingId: row.id,
    status: row.status,
    at: toSeconds(checkout.at),
    method: checkout.method,
    taken,
    staffName: (checkout.staffId && (await staffNamesOf(db, [checkout.staffId])).get(checkout.staffId)) ?? null,
    lines: [
      ...events.map((e) => ({ name: eventName(e), price: e.price, quantity: 1 })),
      ...items.map((i) => ({ name: i.name, price: i.price, quantity: i.quantity })),
    ],
    servicesTotal: checkout.servicesTotal,
    retailTotal: checkout.retailTotal,
    payment: { ...payment, discount: payment.discount + checkout.discount, due: taken },
    paidBefore,
    manualDiscount,
    payments,
    tendered: checkout.tendered,
    change: checkout.tendered === null ? null : checkout.tendered - cash,
  };
}

/** GET /staff/bookings/checkout: the booking, the customer's wallet, the shelf, and the receipt once settled. */
export async function counterView(deps: CounterDeps, scope: StaffScope, bookingId: string): Promise<CounterView> {
  const { store } = scope;
  const { row, customer } = await bookingAndCustomer(deps.db, store, bookingId);
  const [events, earlier, vouchers, valueCards, serviceTickets, items, receipt] = await Promise.all([
    eventsOf(deps.db, [row.id]),
    paidEarlier(deps.db, row),
    listVouchers(deps, scope, customer.id),
    listValueCards(deps, scope, customer.id),
    listServiceTickets(deps, scope, customer.id),
    shelf(deps.db, store.id),
    receiptOf(deps.db, store, bookingId),
  ]);
  return {
    booking: {
      id: row.id,
      status: row.status,
      startTime: toSeconds(row.startTime),
      customer: { id: customer.id, name: customer.lastName, phone: customer.phoneE164 },
      services: events.map((e) => ({ name: eventName(e), designer: e.providerName, price: e.price })),
      total: row.total,
      paidBefore: earlier.online,
    },
    wallet: {
      vouchers: vouchers.result.filter((v) => v.customerVoucherId !== null && v.usesLeft > 0),
      valueCards,
      serviceTickets,
    },
    retail: items.filter((i) => i.stock > 0),
    receipt,
  };
}
