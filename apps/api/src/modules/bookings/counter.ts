import type { CounterBill, CounterCheckoutBody, CounterReceipt, WalletUse } from '@salon/contract';
import type { Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import type { StaffActor } from '#api/http/actor';
import { ApiError, fieldError } from '#api/http/errors';
import { findCustomerById } from '#api/modules/customer/service';
import { sellAtCounter, shelf } from '#api/modules/retail/counter';
import { chargesOf, chargeWallet, planWalletPayment, usesWallet, type WalletPlan } from '#api/modules/wallet/payments';
import { paymentFromCharges, paymentFromPlan } from '#api/modules/wallet/views';
import { receiptOf } from './counter-read';
import * as counterRepo from './counter-repository';
import { bookingNotFound } from './errors';
import * as repo from './repository';
import { at, type BookingRow } from './repository';
import type { BookingDeps, CustomerScope, StoreScope } from './service';

/**
 * The counter: an arrived booking's bill (its services and retail sold with it), paid with what
 * the wallet rules allow and the rest by a counter method; the booking becomes Completed.
 * Sums: total = discount + valueCard + paidBefore + due, where paidBefore is what was paid online
 * before the visit and discount/valueCard count the wallet's part before and at the counter.
 */

export const eventName = (e: { productName: string; subItemName: string | null }) =>
  e.subItemName ? `${e.productName}（${e.subItemName}）` : e.productName;

export async function bookingAndCustomer(db: Tx, store: StoreRow, bookingId: string, forUpdate = false) {
  const row = await repo.findBooking(db, store.id, bookingId, forUpdate);
  if (!row) throw bookingNotFound();
  const customer = await findCustomerById(db, store.id, row.customerId);
  if (!customer) throw bookingNotFound();
  return { row, customer };
}

/** The bill's lines: each service as booked, then each retail item at its shelf price now. */
async function billOf(db: Tx, store: StoreRow, row: BookingRow, retail: CounterCheckoutBody['retail']) {
  const events = await repo.loadEvents(db, [row.id]);
  const items = await shelf(db, store.id);
  const sold = retail.map((line, index) => {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) throw fieldError(`retail.${index}.itemId`, '找不到這項商品');
    if (item.stock < line.quantity)
      throw new ApiError('STOCK_NOT_ENOUGH', { data: { itemId: item.id, stock: item.stock } });
    return { itemId: item.id, name: item.name, price: item.price, quantity: line.quantity };
  });
  const services = events.map((e) => ({
    id: `${e.customerIndex}-${e.eventIndex}`,
    productId: e.productId,
    amount: e.price,
  }));
  const servicesTotal = services.reduce((n, s) => n + s.amount, 0);
  const retailTotal = sold.reduce((n, s) => n + s.price * s.quantity, 0);
  return {
    events,
    sold,
    servicesTotal,
    retailTotal,
    walletLines: [
      ...services,
      ...sold.map((s) => ({ id: `retail-${s.itemId}`, productId: s.itemId, amount: s.price * s.quantity })),
    ],
    lines: [
      ...events.map((e) => ({ name: eventName(e), price: e.price, quantity: 1 })),
      ...sold.map((s) => ({ name: s.name, price: s.price, quantity: s.quantity })),
    ],
  };
}

type Bill = Awaited<ReturnType<typeof billOf>>;
type Earlier = Awaited<ReturnType<typeof paidEarlier>>;

/** What the wallet already paid of this booking (at booking time), and what was paid online. */
export async function paidEarlier(db: Tx, row: BookingRow) {
  const charges = (await chargesOf(db, 'Booking', [row.id])).filter((c) => c.returnedAt === null);
  const earlier = paymentFromCharges(0, charges);
  return {
    charges,
    uses: earlier.uses,
    discount: earlier.discount,
    valueCard: earlier.valueCard,
    online: row.paidAmount - earlier.valueCard,
  };
}

/** The wallet choice made at the counter, checked against what this booking already used. */
async function counterPlan(db: Tx, scope: CustomerScope, bill: Bill, body: CounterCheckoutBody, earlier: Earlier) {
  const choice = {
    customerVoucherId: body.customerVoucherId,
    customerValueCardId: body.customerValueCardId,
    customerServiceTicketId: body.customerServiceTicketId,
  };
  if (!usesWallet(choice)) return null;
  if ((choice.customerVoucherId || choice.customerServiceTicketId) && earlier.discount > 0)
    throw fieldError('customerVoucherId', '這筆預約已使用優惠券或服務券');
  if (choice.customerValueCardId && earlier.uses.some((u) => u.id === choice.customerValueCardId))
    throw fieldError('customerValueCardId', '這張儲值卡已用於這筆預約');
  return planWalletPayment(db, scope, bill.walletLines, choice, scope.now);
}

/** The bill's sums with the counter's wallet part: what is left for the method now. */
function sums(bill: Bill, earlier: Earlier, plan: WalletPlan | null, cardTake: number): CounterBill {
  const total = bill.servicesTotal + bill.retailTotal;
  const now = paymentFromPlan(plan, total);
  const added = now.uses.filter((u) => u.kind !== 'ValueCard');
  const card = now.uses.find((u) => u.kind === 'ValueCard');
  const uses: WalletUse[] = [
    ...earlier.uses,
    ...added,
    ...(card && cardTake > 0 ? [{ ...card, amount: cardTake }] : []),
  ];
  const discount = earlier.discount + now.discount;
  const valueCard = earlier.valueCard + cardTake;
  const due = Math.max(0, total - discount - valueCard - earlier.online);
  return {
    lines: bill.lines,
    servicesTotal: bill.servicesTotal,
    retailTotal: bill.retailTotal,
    payment: {
      total,
      uses,
      discount,
      valueCard,
      valueCardBalanceAfter: plan?.card ? plan.card.balance - cardTake : null,
      due,
    },
    paidBefore: earlier.online,
  };
}

/** What the card would pay now: the lesser of its balance and what is left after discounts and earlier payments. */
function cardShare(bill: Bill, earlier: Earlier, plan: WalletPlan | null): number {
  if (!plan?.card) return 0;
  const rest =
    bill.servicesTotal +
    bill.retailTotal -
    earlier.discount -
    plan.payment.discount -
    earlier.online -
    earlier.valueCard;
  return Math.max(0, Math.min(plan.card.balance, rest));
}

/** Only an arrived booking is settled: once settled, BOOKING_ALREADY_SETTLED; otherwise the status says why not. */
async function assertArrived(db: Tx, row: BookingRow) {
  if (row.status === 'Arrived') return;
  const settled = (await counterRepo.settledOf(db, [row.id])).has(row.id);
  throw new ApiError(settled ? 'BOOKING_ALREADY_SETTLED' : 'INVALID_OPERATIONS', { data: { status: row.status } });
}

/** POST /staff/bookings/checkout/quote: the bill as it would be, nothing written. */
export async function counterQuote(
  deps: BookingDeps,
  { store, now }: StoreScope,
  body: CounterCheckoutBody,
): Promise<CounterBill> {
  const { row, customer } = await bookingAndCustomer(deps.db, store, body.bookingId);
  const scope = { store, now, customer: { id: customer.id, gender: customer.gender } };
  const [bill, earlier] = await Promise.all([billOf(deps.db, store, row, body.retail), paidEarlier(deps.db, row)]);
  const plan = await counterPlan(deps.db, scope, bill, body, earlier);
  return sums(bill, earlier, plan, cardShare(bill, earlier, plan));
}

/**
 * POST /staff/bookings/checkout: under the booking's row lock, an Arrived booking only (a second
 * checkout → BOOKING_ALREADY_SETTLED): stock taken, the wallet charged by its own rules (the card
 * only what is left), the rest taken by the method, the booking Completed with the member in its
 * history, all in one transaction.
 */
export async function counterCheckout(
  deps: BookingDeps,
  { store, now, actor }: StoreScope & { actor: StaffActor },
  body: CounterCheckoutBody,
): Promise<CounterReceipt> {
  const { row: seen, customer } = await bookingAndCustomer(deps.db, store, body.bookingId);
  await assertArrived(deps.db, seen);
  const scope = { store, now, customer: { id: customer.id, gender: customer.gender } };
  await deps.db.transaction(async (tx) => {
    // Everything the bill and the wallet plan read is read under the booking's lock: a checkout
    // that lost the race is told the booking is settled, not that its card was "already used".
    const row = await repo.findBooking(tx, store.id, body.bookingId, true);
    if (!row) throw bookingNotFound();
    await assertArrived(tx, row);
    const bill = await billOf(tx, store, row, body.retail);
    const earlier = await paidEarlier(tx, row);
    const plan = await counterPlan(tx, scope, bill, body, earlier);
    await sellAtCounter(tx, store.id, body.retail);
    const take = cardShare(bill, earlier, plan);
    // The card's debit is what is left (chargeWallet takes total − discount of the plan it is given).
    const charged = plan
      ? await chargeWallet(
          tx,
          scope,
          { kind: 'Booking', id: row.id },
          {
            ...plan,
            payment: { ...plan.payment, total: plan.payment.discount + take },
          },
        )
      : { valueCard: 0 };
    const bill2 = sums(bill, earlier, plan, charged.valueCard);
    await repo.moveStatus(
      tx,
      {
        bookingId: row.id,
        from: 'Arrived',
        to: 'Completed',
        now,
        by: 'store',
        reason: 'checked out at the counter',
        staffId: actor.staffId,
      },
      {
        total: bill2.payment.total,
        paidAmount: row.paidAmount + charged.valueCard + bill2.payment.due,
        ...(body.method === 'CardTerminal' ? {} : { paymentMethod: body.method }),
        updatedAt: at(now),
      },
    );
    await counterRepo.insertCheckout(
      tx,
      {
        bookingId: row.id,
        storeId: store.id,
        staffId: actor.staffId,
        method: body.method,
        servicesTotal: bill.servicesTotal,
        retailTotal: bill.retailTotal,
        discount: bill2.payment.discount,
        valueCard: bill2.payment.valueCard,
        paidBefore: bill2.paidBefore,
        taken: bill2.payment.due,
        at: at(now),
      },
      bill.sold.map((s) => ({
        bookingId: row.id,
        itemId: s.itemId,
        name: s.name,
        price: s.price,
        quantity: s.quantity,
      })),
    );
  });
  return (await receiptOf(deps.db, store, body.bookingId))!;
}
