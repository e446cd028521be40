import type { WalletChoice, WalletUse } from '@salon/contract';
import {
  type OrderLine,
  type OrderPayment,
  type PaymentMethodName,
  priceOrder,
  serviceTicketStatus,
  splitRefund,
  type ValueCardProblem,
  valueCardProblem,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import type { StoreScope } from '#api/modules/scope';
import type { ServiceTicketRow, ValueCardRow, WalletChargeRow, WalletOrder } from './payment-repository';
import * as repo from './payment-repository';

/** What the wallet paid of orders (one row per instrument an order used). */
export { chargesOf } from './payment-repository';

/**
 * Paying an order with the wallet: plan (read and check what the customer chose, price it with the
 * domain's rules), charge (inside the order's transaction, each instrument by a conditional write
 * the database guards) and give back on cancelling (once).
 */

/** An order line before categories are known: a booking's service or a retail item × quantity. */
export type PlainLine = Omit<OrderLine, 'categoryIds'>;

/** What the customer chose, found and priced. */
export interface WalletPlan {
  /** Whose wallet pays. */
  customerId: string;
  payment: OrderPayment;
  vouchers: { id: string; name: string }[];
  card: ValueCardRow | null;
  ticket: ServiceTicketRow | null;
  /** When the order is served or picked up (a card must still be valid then). */
  serviceTime: number;
  /** The method is ValueCard: the card must pay the whole rest. */
  cardPaysAll: boolean;
}

/** The choice, and the order's method when it is known (not at checkout). */
export type WalletRequest = Partial<WalletChoice> & { paymentMethod?: PaymentMethodName };

/** The voucher copies a choice names, without repeats, in the order given. */
function chosenVoucherIds(choice: Partial<WalletChoice>): string[] {
  return [...new Set([...(choice.voucherIds ?? []), ...(choice.customerVoucherId ? [choice.customerVoucherId] : [])])];
}

/** Whether the customer chose anything of the wallet (otherwise an order needs no wallet work). */
export function usesWallet(choice: WalletRequest): boolean {
  return (
    chosenVoucherIds(choice).length > 0 ||
    !!choice.customerValueCardId ||
    !!choice.customerServiceTicketId ||
    choice.paymentMethod === 'ValueCard'
  );
}

const cardState = (card: ValueCardRow) => ({
  deactivated: card.deactivatedAt !== null,
  frozen: card.frozen,
  expiresAt: card.expiresAt ? toSeconds(card.expiresAt) : null,
  balance: card.balance,
  payableOnline: card.payableOnline,
});

function cardFailure(code: ValueCardProblem, card: ValueCardRow) {
  return new ApiError(code, { data: { customerValueCardId: card.id, balance: card.balance } });
}

/**
 * Reads and checks what the customer (`customerId`, whose wallet pays) chose against the order's
 * lines: each voucher copy must be theirs (VOUCHER_NOT_EXISTS, or CUSTOMER_IS_REQUIRED for another
 * customer's), the ticket theirs and usable, the card theirs (CUSTOMER_VALUE_CARD_NOT_FOUND) and
 * able to pay; then the domain prices it. Each failure names the instrument in `data`.
 */
export async function planWalletPayment(
  db: Tx,
  { store, now }: StoreScope,
  customerId: string,
  lines: readonly PlainLine[],
  choice: WalletRequest,
  serviceTime: number,
): Promise<WalletPlan> {
  const ids = chosenVoucherIds(choice);
  const cardPaysAll = choice.paymentMethod === 'ValueCard';
  if (cardPaysAll && !choice.customerValueCardId) throw new ApiError('CUSTOMER_VALUE_CARD_NOT_FOUND');
  const [copies, ticket, card, categories] = await Promise.all([
    repo.voucherCopies(db, store.id, customerId, ids),
    choice.customerServiceTicketId ? repo.findTicket(db, store.id, customerId, choice.customerServiceTicketId) : null,
    choice.customerValueCardId ? repo.findValueCard(db, store.id, customerId, choice.customerValueCardId) : null,
    ids.length > 0 ? repo.categoriesByProduct(db, store.id) : new Map<string, string[]>(),
  ]);
  for (const id of ids) {
    if (copies.some((c) => c.copy.id === id)) continue;
    const elsewhere = await repo.voucherOwner(db, store.id, id);
    throw new ApiError(elsewhere ? 'CUSTOMER_IS_REQUIRED' : 'VOUCHER_NOT_EXISTS', { data: { customerVoucherId: id } });
  }
  if (choice.customerServiceTicketId && !ticket)
    throw new ApiError('SERVICE_TICKET_INVALID', { data: { customerServiceTicketId: choice.customerServiceTicketId } });
  if (choice.customerValueCardId && !card)
    throw new ApiError('CUSTOMER_VALUE_CARD_NOT_FOUND', { data: { customerValueCardId: choice.customerValueCardId } });
  const cardProblem = card ? valueCardProblem(cardState(card), now, serviceTime) : null;
  if (card && cardProblem) throw cardFailure(cardProblem, card);

  const byId = new Map(copies.map((c) => [c.copy.id, c]));
  const ordered = ids.map((id) => byId.get(id)!);
  const priced = priceOrder({
    lines: lines.map((l) => ({ ...l, categoryIds: categories.get(l.productId) ?? [] })),
    ticket: ticket
      ? {
          id: ticket.id,
          productId: ticket.productId,
          usesLeft: ticket.usesLeft,
          status: serviceTicketStatus(
            {
              disabled: ticket.disabled,
              deadlineType: ticket.deadlineType,
              endTime: ticket.endTime ? toSeconds(ticket.endTime) : null,
            },
            now,
          ),
        }
      : null,
    vouchers: ordered.map(({ copy, template }) => ({
      id: copy.id,
      offerTarget: template.offerTarget,
      targetIds: template.targetIds,
      discountType: template.discountType,
      discountValue: template.discountValue,
      minSpend: template.minSpend,
      startTime: template.startTime ? toSeconds(template.startTime) : null,
      endTime: template.endTime ? toSeconds(template.endTime) : null,
      deactivated: template.archivedAt !== null,
      usesLeft: copy.usesLeft,
    })),
    use: {
      condition: choice.voucherDiscountCondition ?? 'EveryOne',
      eventId: choice.voucherDiscountEventId ?? null,
      now,
    },
    valueCardBalance: card ? card.balance : null,
  });
  if ('problem' in priced) {
    const key = priced.problem.code.startsWith('SERVICE_TICKET') ? 'customerServiceTicketId' : 'customerVoucherId';
    throw new ApiError(priced.problem.code, { data: { [key]: priced.problem.id } });
  }
  if (card && cardPaysAll && priced.payment.split.method > 0)
    throw cardFailure('CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE', card);
  return {
    customerId,
    payment: priced.payment,
    vouchers: ordered.map(({ copy, template }) => ({ id: copy.id, name: template.name })),
    card,
    ticket,
    serviceTime,
    cardPaysAll,
  };
}

/** What charging took from the card, its balance after, and the charges written (one per instrument). */
export interface WalletCharged {
  valueCard: number;
  balanceAfter: number | null;
  charges: WalletChargeRow[];
}

/**
 * Takes what the plan uses, inside the order's transaction: voucher copies locked without
 * waiting (VOUCHER_LOCKED when another order holds one) and used once (VOUCHER_NOT_ENOUGH when
 * used meanwhile); the ticket's use (SERVICE_TICKET_INVALID when none is left); the card locked,
 * re-checked and debited what it can of the rest, with its ledger row. Any failure throws, and the
 * order's transaction rolls back all of it.
 */
export async function chargeWallet(
  tx: Tx,
  { store, now }: StoreScope,
  order: WalletOrder,
  plan: WalletPlan,
): Promise<WalletCharged> {
  const { payment } = plan;
  const rows: Parameters<typeof repo.insertCharges>[1] = [];
  const charge = (instrument: WalletUse['kind'], instrumentId: string, name: string, amount: number) =>
    rows.push({
      storeId: store.id,
      customerId: plan.customerId,
      orderKind: order.kind,
      orderId: order.id,
      instrument,
      instrumentId,
      name,
      amount,
      at: new Date(now * 1000),
    });

  const voucherIds = plan.vouchers.map((v) => v.id);
  if (voucherIds.length > 0) {
    if (!(await repo.lockVoucherCopies(tx, voucherIds))) throw voucherFailure('VOUCHER_LOCKED', voucherIds);
    if (!(await repo.useVoucherCopies(tx, voucherIds))) throw voucherFailure('VOUCHER_NOT_ENOUGH', voucherIds);
    for (const [i, v] of plan.vouchers.entries()) charge('Voucher', v.id, v.name, payment.vouchers[i]!.discountValue);
  }
  if (plan.ticket && payment.ticket) {
    if (!(await repo.useTicket(tx, plan.ticket.id)))
      throw new ApiError('SERVICE_TICKET_INVALID', { data: { customerServiceTicketId: plan.ticket.id } });
    charge('ServiceTicket', plan.ticket.id, plan.ticket.name, payment.ticket.amount);
  }
  let card = { valueCard: 0, balanceAfter: null as number | null };
  if (plan.card) card = await debitCard(tx, { store, now }, order, plan);
  if (card.valueCard > 0) charge('ValueCard', plan.card!.id, plan.card!.name, card.valueCard);
  return { ...card, charges: await repo.insertCharges(tx, rows) };
}

function voucherFailure(code: 'VOUCHER_LOCKED' | 'VOUCHER_NOT_ENOUGH', ids: string[]) {
  return new ApiError(code, { data: { customerVoucherId: ids.length === 1 ? ids[0] : ids } });
}

/** The card under its row lock: still able to pay, then debited the lesser of its balance and the rest. */
async function debitCard(tx: Tx, { store, now }: StoreScope, order: WalletOrder, plan: WalletPlan) {
  const rest = plan.payment.total - plan.payment.discount;
  const card = await repo.findValueCard(tx, store.id, plan.customerId, plan.card!.id, true);
  if (!card) throw new ApiError('CUSTOMER_VALUE_CARD_NOT_FOUND', { data: { customerValueCardId: plan.card!.id } });
  if (rest === 0) return { valueCard: 0, balanceAfter: card.balance };
  const problem = valueCardProblem(cardState(card), now, plan.serviceTime);
  if (problem) throw cardFailure(problem, card);
  if (plan.cardPaysAll && card.balance < rest) throw cardFailure('CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE', card);
  const take = Math.min(card.balance, rest);
  const balanceAfter = await repo.moveBalance(tx, card, {
    amount: -take,
    reason: order.kind === 'Booking' ? 'BookingPayment' : 'PickupOrderPayment',
    ref: order.id,
    now,
  });
  return { valueCard: take, balanceAfter };
}

/**
 * Gives back what the wallet paid for a cancelled order, once (the charges are marked returned by
 * a conditional update): voucher copies and the ticket's use whole; to the card its share of
 * `refund` (what the cancel policy gives of the money paid, `paid`), in proportion to what it paid.
 */
export async function returnWallet(
  tx: Tx,
  order: WalletOrder,
  money: { paid: number; refund: number },
  now: number,
): Promise<{ valueCard: number; returned: { storeId: string; chargeId: string; amount: number }[] }> {
  const charges = await repo.takeBackCharges(tx, order, now);
  const returned = charges.map((c) => ({
    storeId: c.storeId,
    chargeId: c.id,
    amount: c.instrument === 'ValueCard' ? 0 : c.amount,
  }));
  let valueCard = 0;
  for (const c of charges) {
    if (c.instrument === 'Voucher') await repo.giveBackVoucher(tx, c.instrumentId);
    if (c.instrument === 'ServiceTicket') await repo.giveBackTicket(tx, c.instrumentId);
    if (c.instrument !== 'ValueCard') continue;
    const share = splitRefund(
      { valueCard: c.amount, method: Math.max(0, money.paid - c.amount) },
      money.refund,
    ).valueCard;
    await repo.setReturnedAmount(tx, c.id, share);
    returned.find((r) => r.chargeId === c.id)!.amount = share;
    if (share === 0) continue;
    const card = await repo.lockCard(tx, c.instrumentId);
    if (card) await repo.moveBalance(tx, card, { amount: share, reason: 'Refund', ref: order.id, now });
    valueCard += share;
  }
  return { valueCard, returned };
}
