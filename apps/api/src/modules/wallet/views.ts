import type {
  OrderPayment as OrderPaymentView,
  ServiceTicket,
  ValueCard,
  WalletUse,
  WalletVoucher,
} from '@salon/contract';
import { serviceTicketStatus, valueCardStatus } from '@salon/domain';
import type { serviceTickets, valueCards } from '#api/db/schema/wallet';
import { toSeconds } from '#api/db/time';
import type { WalletChargeRow } from './payment-repository';
import type { WalletPlan } from './payments';
import type { CustomerVoucherRow, TargetName, VoucherTemplateRow } from './repository';

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

/** A voucher for the wallet: the customer's copy, or (copy null) one they may receive. */
export function toWalletVoucher(
  template: VoucherTemplateRow,
  copy: CustomerVoucherRow | null,
  names: ReadonlyMap<string, TargetName>,
): WalletVoucher {
  return {
    voucherId: template.id,
    customerVoucherId: copy?.id ?? null,
    name: template.name,
    description: template.description,
    offerTarget: template.offerTarget,
    targetIds: template.targetIds,
    targetNames: template.targetIds.map((id) => names.get(id)?.name ?? id),
    targetNamesEn: template.targetIds.map((id) => names.get(id)?.en ?? names.get(id)?.name ?? id),
    discountType: template.discountType,
    discountValue: template.discountValue,
    minSpend: template.minSpend,
    startTime: seconds(template.startTime),
    endTime: seconds(template.endTime),
    usesLeft: copy?.usesLeft ?? 0,
    receivable: copy === null && template.receivable,
  };
}

/** A card number shown with all but its last four digits hidden. */
const maskCardNo = (cardNo: string) => `•••• ${cardNo.slice(-4)}`;

export function toValueCard(card: typeof valueCards.$inferSelect, now: number): ValueCard {
  return {
    id: card.id,
    cardNo: maskCardNo(card.cardNo),
    name: card.name,
    balance: card.balance,
    expireTime: seconds(card.expiresAt),
    status: valueCardStatus(
      { deactivated: card.deactivatedAt !== null, frozen: card.frozen, expiresAt: seconds(card.expiresAt) },
      now,
    ),
  };
}

export function toServiceTicket(ticket: typeof serviceTickets.$inferSelect, now: number): ServiceTicket {
  const endTime = seconds(ticket.endTime);
  return {
    id: ticket.id,
    productId: ticket.productId,
    name: ticket.name,
    usesLeft: ticket.usesLeft,
    totalUses: ticket.totalUses,
    status: serviceTicketStatus({ disabled: ticket.disabled, deadlineType: ticket.deadlineType, endTime }, now),
    endTime,
    serviceTicketInfo: { deadlineType: ticket.deadlineType },
  };
}

// ---- how an order was paid -----------------------------------------------------------------

/** The order the wallet pays in, and lists its uses in. */
const PAYING_ORDER: readonly WalletUse['kind'][] = ['ServiceTicket', 'Voucher', 'ValueCard'];

/**
 * An order's payment from its stored charges; with what the payments record says it was paid
 * (`paid`, every method), `due` is what is still to pay, so a paid order shows nothing due.
 */
export function paymentFromCharges(
  total: number,
  charges: readonly WalletChargeRow[],
  paid?: number,
): OrderPaymentView {
  const inOrder = [...charges].sort((x, y) => PAYING_ORDER.indexOf(x.instrument) - PAYING_ORDER.indexOf(y.instrument));
  const uses = inOrder.map((c) => ({
    kind: c.instrument,
    id: c.instrumentId,
    name: c.name,
    amount: c.amount,
    returned: c.returnedAt ? (c.returnedAmount ?? c.amount) : null,
  }));
  const payment = summarise(total, uses, null);
  return paid === undefined ? payment : { ...payment, due: Math.max(0, total - paid) };
}

/** What a plan would do, for checkout. */
export function paymentFromPlan(plan: WalletPlan | null, total: number): OrderPaymentView {
  if (!plan) return summarise(total, [], null);
  const { payment } = plan;
  const uses: WalletUse[] = [];
  if (plan.ticket && payment.ticket)
    uses.push({
      kind: 'ServiceTicket',
      id: plan.ticket.id,
      name: plan.ticket.name,
      amount: payment.ticket.amount,
      returned: null,
    });
  for (const [i, v] of plan.vouchers.entries())
    uses.push({ kind: 'Voucher', id: v.id, name: v.name, amount: payment.vouchers[i]!.discountValue, returned: null });
  if (plan.card && payment.split.valueCard > 0)
    uses.push({
      kind: 'ValueCard',
      id: plan.card.id,
      name: plan.card.name,
      amount: payment.split.valueCard,
      returned: null,
    });
  return summarise(total, uses, plan.card ? plan.card.balance - payment.split.valueCard : null);
}

function summarise(total: number, uses: WalletUse[], valueCardBalanceAfter: number | null): OrderPaymentView {
  const sum = (kind: (k: WalletUse['kind']) => boolean) =>
    uses.filter((u) => kind(u.kind)).reduce((n, u) => n + u.amount, 0);
  const discount = sum((k) => k !== 'ValueCard');
  const valueCard = sum((k) => k === 'ValueCard');
  return { total, uses, discount, valueCard, valueCardBalanceAfter, due: Math.max(0, total - discount - valueCard) };
}
