import type { ServiceTicket, ValueCard, WalletVoucher } from '@salon/contract';
import { serviceTicketStatus, valueCardStatus } from '@salon/domain';
import type { serviceTickets, valueCards } from '#api/db/schema/index';
import { toSeconds } from '#api/db/time';
import type { CustomerVoucherRow, VoucherTemplateRow } from './repository';

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

/** A voucher for the wallet: the customer's copy, or (copy null) one they may receive. */
export function toWalletVoucher(
  template: VoucherTemplateRow,
  copy: CustomerVoucherRow | null,
  names: ReadonlyMap<string, string>,
): WalletVoucher {
  return {
    voucherId: template.id,
    customerVoucherId: copy?.id ?? null,
    name: template.name,
    description: template.description,
    offerTarget: template.offerTarget,
    targetIds: template.targetIds,
    targetNames: template.targetIds.map((id) => names.get(id) ?? id),
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
export const maskCardNo = (cardNo: string) => `•••• ${cardNo.slice(-4)}`;

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
