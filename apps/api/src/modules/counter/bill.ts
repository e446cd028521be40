import type { CounterBill, CounterCheckoutBody, WalletUse } from '@salon/contract';
import { moneyTaken } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { BookingRow, StoreRow } from '#api/db/rows';
import { ApiError, fieldError } from '#api/http/errors';
import { bookingForCounter, eventsOf } from '#api/modules/bookings/counter-side';
import { findCustomerById } from '#api/modules/customer/service';
import { recordOf } from '#api/modules/payments/record';
import { shelf } from '#api/modules/retail/counter';
import type { StaffScope } from '#api/modules/scope';
import { chargesOf, planWalletPayment, usesWallet, type WalletPlan } from '#api/modules/wallet/payments';
import { paymentFromCharges, paymentFromPlan } from '#api/modules/wallet/views';

/**
 * A booking's bill at the counter: its services and the retail sold with it, the wallet's part
 * before and at the counter, and what is left for the counter method.
 * Sums: total = discount + valueCard + paidBefore + due, where paidBefore is the money paid
 * before the visit (online) and discount/valueCard count the wallet's part before and at the counter.
 */

export const bookingNotFound = () => new ApiError('BOOKING_NOT_FOUND');

export const eventName = (e: { productName: string; subItemName: string | null }) =>
  e.subItemName ? `${e.productName}（${e.subItemName}）` : e.productName;

export async function bookingAndCustomer(db: Tx, store: StoreRow, bookingId: string, forUpdate = false) {
  const row = await bookingForCounter(db, store.id, bookingId, forUpdate);
  if (!row) throw bookingNotFound();
  const customer = await findCustomerById(db, store.id, row.customerId);
  if (!customer) throw bookingNotFound();
  return { row, customer };
}

/** The bill's lines: each service as booked, then each retail item at its shelf price now. */
export async function billOf(db: Tx, store: StoreRow, row: BookingRow, retail: CounterCheckoutBody['retail']) {
  const events = await eventsOf(db, [row.id]);
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

export type Bill = Awaited<ReturnType<typeof billOf>>;
export type Earlier = Awaited<ReturnType<typeof paidEarlier>>;

/** What the wallet already paid of this booking (at booking time), and the money paid before (the record's other rows). */
export async function paidEarlier(db: Tx, row: BookingRow) {
  const [all, record] = await Promise.all([chargesOf(db, 'Booking', [row.id]), recordOf(db, 'Booking', [row.id])]);
  const charges = all.filter((c) => c.returnedAt === null);
  const earlier = paymentFromCharges(0, charges);
  return {
    charges,
    uses: earlier.uses,
    discount: earlier.discount,
    valueCard: earlier.valueCard,
    online: moneyTaken(record),
  };
}

/**
 * The wallet choice made at the counter, of the booking's customer's wallet (`customerId`),
 * checked against what this booking already used.
 */
export async function counterPlan(
  db: Tx,
  scope: StaffScope,
  customerId: string,
  bill: Bill,
  body: CounterCheckoutBody,
  earlier: Earlier,
) {
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
  return planWalletPayment(db, scope, customerId, bill.walletLines, choice, scope.now);
}

/** The bill's sums with the counter's wallet part: what is left for the method now. */
export function sums(
  bill: Bill,
  earlier: Earlier,
  plan: WalletPlan | null,
  cardTake: number,
  manual: Manual | null = null,
): CounterBill {
  const total = bill.servicesTotal + bill.retailTotal;
  const now = paymentFromPlan(plan, total);
  const added = now.uses.filter((u) => u.kind !== 'ValueCard');
  const card = now.uses.find((u) => u.kind === 'ValueCard');
  const uses: WalletUse[] = [
    ...earlier.uses,
    ...added,
    ...(card && cardTake > 0 ? [{ ...card, amount: cardTake }] : []),
  ];
  const discount = earlier.discount + now.discount + (manual?.amount ?? 0);
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
    manualDiscount: manual ? { amount: manual.amount, reason: manual.reason } : null,
  };
}

/** What the card would pay now: the lesser of its balance and what is left after discounts and earlier payments. */
export function cardShare(bill: Bill, earlier: Earlier, plan: WalletPlan | null, manual: Manual | null = null): number {
  if (!plan?.card) return 0;
  const rest = leftToPay(bill, earlier, plan) - (manual?.amount ?? 0);
  return Math.max(0, Math.min(plan.card.balance, rest));
}

/** A manual discount given at the counter: dollars off what is left, with its reason. */
export interface Manual {
  amount: number;
  reason: string;
}

/** What is left of the bill after the wallet's discounts and what was paid before (card or online). */
export function leftToPay(bill: Bill, earlier: Earlier, plan: WalletPlan | null): number {
  return (
    bill.servicesTotal +
    bill.retailTotal -
    earlier.discount -
    (plan?.payment.discount ?? 0) -
    earlier.online -
    earlier.valueCard
  );
}
