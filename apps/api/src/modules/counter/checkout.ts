import { type CounterBill, type CounterCheckoutBody, type CounterReceipt, invoiceChoiceOf } from '@salon/contract';
import { transition } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { BookingRow } from '#api/db/rows';
import { at } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { bookingForCounter, payAtCounter } from '#api/modules/bookings/counter-side';
import { assertRegistered, noteInvoiceChoice } from '#api/modules/invoices/service';
import { takeAtCounter } from '#api/modules/orders/take';
import { payWithWallet } from '#api/modules/orders/wallet';
import { sellAtCounter } from '#api/modules/retail/counter';
import type { StaffScope } from '#api/modules/scope';
import {
  billOf,
  bookingAndCustomer,
  bookingNotFound,
  cardShare,
  counterPlan,
  leftToPay,
  paidEarlier,
  sums,
} from './bill';
import type { CounterDeps } from './deps';
import { manualDiscountOf, splitsOf, tenderedOf } from './parts';
import { receiptOf } from './read';
import * as repo from './repository';

/**
 * The counter: a booking's bill (its services and the retail sold with it), paid with what the
 * wallet rules allow and the rest by a counter method, all through the order module's money path
 * (each part a row of the payments record); the booking becomes Paid by the domain's `pay`.
 */

/**
 * An Arrived or Completed booking may be checked out (the domain's `pay`); once settled,
 * BOOKING_ALREADY_SETTLED; otherwise the status says why not.
 */
async function assertPayable(db: Tx, row: BookingRow) {
  const to = transition(row.status, 'pay');
  if (to) return to;
  const settled = (await repo.settledOf(db, [row.id])).has(row.id);
  throw new ApiError(settled ? 'BOOKING_ALREADY_SETTLED' : 'INVALID_OPERATIONS', { data: { status: row.status } });
}

/** POST /staff/bookings/checkout/quote: the bill as it would be, nothing written. */
export async function counterQuote(
  deps: CounterDeps,
  scope: StaffScope,
  body: CounterCheckoutBody,
): Promise<CounterBill> {
  const { store } = scope;
  const { row, customer } = await bookingAndCustomer(deps.db, store, body.bookingId);
  const [bill, earlier] = await Promise.all([billOf(deps.db, store, row, body.retail), paidEarlier(deps.db, row)]);
  const plan = await counterPlan(deps.db, scope, customer.id, bill, body, earlier);
  const manual = manualDiscountOf(scope, body, leftToPay(bill, earlier, plan));
  return sums(bill, earlier, plan, cardShare(bill, earlier, plan, manual), manual);
}

/**
 * POST /staff/bookings/checkout: under the booking's row lock, an Arrived or Completed booking
 * only (a second checkout → BOOKING_ALREADY_SETTLED): stock taken, the wallet charged by its own
 * rules (the card only what is left), the rest taken by the method, the booking Paid with the
 * member in its history, and the audit entry (after: the receipt), all in one transaction.
 */
export async function counterCheckout(
  deps: CounterDeps,
  staff: StaffScope,
  body: CounterCheckoutBody,
): Promise<CounterReceipt> {
  const { store, now, actor } = staff;
  const { row: seen, customer } = await bookingAndCustomer(deps.db, store, body.bookingId);
  await assertPayable(deps.db, seen);
  if (body.invoice) await assertRegistered(deps.invoices, store.id, invoiceChoiceOf(body.invoice), 'invoice');
  return deps.db.transaction(async (tx) => {
    // Everything the bill and the wallet plan read is read under the booking's lock: a checkout
    // that lost the race is told the booking is settled, not that its card was "already used".
    const row = await bookingForCounter(tx, store.id, body.bookingId, true);
    if (!row) throw bookingNotFound();
    const to = await assertPayable(tx, row);
    const bill = await billOf(tx, store, row, body.retail);
    const earlier = await paidEarlier(tx, row);
    const plan = await counterPlan(tx, staff, customer.id, bill, body, earlier);
    const manual = manualDiscountOf(staff, body, leftToPay(bill, earlier, plan));
    await sellAtCounter(tx, store.id, body.retail);
    const take = cardShare(bill, earlier, plan, manual);
    const order = { kind: 'Booking' as const, id: row.id };
    // The card's debit is what is left (the wallet takes total − discount of the plan it is given).
    const charged = plan
      ? await payWithWallet(tx, staff, order, {
          ...plan,
          payment: { ...plan.payment, total: plan.payment.discount + take },
        })
      : { valueCard: 0 };
    const settled = sums(bill, earlier, plan, charged.valueCard, manual);
    // The rest by the counter's methods: one row of the payments record each (cash and the card terminal: two).
    const splits = splitsOf(body, settled.payment.due);
    const tendered = tenderedOf(body, splits);
    for (const split of splits)
      await takeAtCounter(tx, staff, { customerId: row.customerId, subject: order, ...split });
    await noteInvoiceChoice(tx, store.id, order, row.customerId, body.invoice);
    const method = splits[0]!.method;
    await payAtCounter(tx, {
      row,
      to,
      now,
      staffId: actor.staffId,
      total: settled.payment.total,
      // The booking's own term of money paid (what a cancel policy would refund), kept with the record's rows.
      paidAmount: row.paidAmount + charged.valueCard + settled.payment.due,
      method,
    });
    await repo.insertCheckout(
      tx,
      {
        bookingId: row.id,
        storeId: store.id,
        staffId: actor.staffId,
        method,
        servicesTotal: bill.servicesTotal,
        retailTotal: bill.retailTotal,
        discount: manual?.amount ?? 0,
        discountReason: manual?.reason ?? null,
        tendered,
        at: at(now),
      },
      bill.sold.map((s) => ({
        storeId: store.id,
        bookingId: row.id,
        itemId: s.itemId,
        name: s.name,
        price: s.price,
        quantity: s.quantity,
      })),
    );
    const receipt = (await receiptOf(tx, store, body.bookingId))!;
    await recordChange(tx, staff, {
      operation: 'staffCheckout',
      entity: 'booking',
      entityId: row.id,
      before: { status: row.status },
      after: receipt,
    });
    return receipt;
  });
}
