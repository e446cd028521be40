import type { StaffValueCard, StaffWallet } from '@salon/contract';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { findCustomerById } from '#api/modules/customer/service';
import type { StaffScope } from '#api/modules/scope';
import { staffNamesOf } from '#api/modules/staff/service';
import * as counterRepo from './counter-repository';
import * as repo from './repository';
import { toServiceTicket, toValueCard, toWalletVoucher } from './views';

/** A card as staff see it: its full number and whether it pays online (the customer sees it masked). */
export function toStaffCard(card: counterRepo.StaffCardRow, now: number): StaffValueCard {
  return {
    ...toValueCard(card, now),
    cardNo: card.cardNo,
    payableOnline: card.payableOnline,
    createdAt: toSeconds(card.createdAt),
  };
}

export async function requireCustomer(db: Tx, store: StoreRow, customerId: string) {
  const customer = await findCustomerById(db, store.id, customerId);
  if (!customer) throw new ApiError('CUSTOMER_NOT_FOUND');
  return customer;
}

/** GET /staff/customers/{customerId}/wallet: cards with their latest moves, vouchers held, tickets, and what may be issued. */
export async function staffWalletOf(db: Db, { store, now }: StaffScope, customerId: string): Promise<StaffWallet> {
  const customer = await requireCustomer(db, store, customerId);
  const [cards, held, tickets, issuable, names] = await Promise.all([
    counterRepo.customerCards(db, store.id, customer.id),
    repo.heldVouchers(db, store.id, customer.id),
    repo.customerTickets(db, store.id, customer.id),
    counterRepo.issuableTemplates(db, store.id, now),
    repo.targetNames(db, store.id),
  ]);
  const histories = await Promise.all(cards.map((c) => counterRepo.cardHistory(db, c.id)));
  const staffNames = await staffNamesOf(
    db,
    histories.flatMap((h) => h.map((m) => m.staffId)),
  );
  return {
    customerId: customer.id,
    name: customer.lastName,
    phone: customer.phoneE164,
    valueCards: cards.map((card, i) => ({
      ...toStaffCard(card, now),
      moves: histories[i]!.map((m) => ({
        amount: m.amount,
        balanceAfter: m.balanceAfter,
        reason: m.reason,
        time: toSeconds(m.at),
        staffName: (m.staffId && staffNames.get(m.staffId)) ?? null,
        note: m.note,
      })),
    })),
    vouchers: held.map((h) => toWalletVoucher(h.template, h.copy, names)),
    tickets: tickets.map((t) => toServiceTicket(t, now)),
    issuable: issuable.map((t) => ({
      voucherId: t.id,
      name: t.name,
      discountType: t.discountType,
      discountValue: t.discountValue,
      left: t.totalLimit === null ? null : t.totalLimit - t.issued,
    })),
  };
}
