import type { ServiceTicket, ValueCard, WalletVoucher } from '@salon/contract';
import { mayHideValueCard } from '@salon/domain';
import type { Db } from '#api/db/client';
import { at, toSeconds } from '#api/db/time';
import { customerOf } from '#api/http/actor';
import { ApiError } from '#api/http/errors';
import type { CustomerScope, Scope } from '#api/modules/scope';
import * as repo from './repository';
import { toServiceTicket, toValueCard, toWalletVoucher } from './views';

export interface WalletDeps {
  db: Db;
}

/**
 * GET /bookings/vouchers: a customer's vouchers with uses left, then those they may receive (the
 * signed-in customer's own; staff read a customer's at the counter and on their page).
 */
export async function listVouchers(deps: WalletDeps, { store, now }: Scope, customerId: string) {
  const [held, receivable, names] = await Promise.all([
    repo.heldVouchers(deps.db, store.id, customerId),
    repo.receivableTemplates(deps.db, store.id, customerId, now),
    repo.targetNames(deps.db, store.id),
  ]);
  return {
    result: [
      ...held.map((h) => toWalletVoucher(h.template, h.copy, names)),
      ...receivable.map((t) => toWalletVoucher(t, null, names)),
    ],
  };
}

/** GET /bookings/vouchers/{voucherId}: one voucher of the store, with the signed-in customer's copy if any. */
export async function voucherDetail(
  deps: WalletDeps,
  { store, actor }: Scope,
  voucherId: string,
): Promise<WalletVoucher> {
  const customer = customerOf(actor);
  const template = await repo.findTemplate(deps.db, store.id, voucherId);
  if (!template || template.archivedAt) throw new ApiError('VOUCHER_NOT_EXISTS');
  const held = customer ? await repo.heldVouchers(deps.db, store.id, customer.id) : [];
  const copy = held.find((h) => h.template.id === voucherId)?.copy ?? null;
  return toWalletVoucher(template, copy, await repo.targetNames(deps.db, store.id));
}

/**
 * POST /bookings/vouchers: takes a receivable voucher into the wallet. One customer's receives run
 * one at a time (their row is locked), so the per-customer limit holds; the total limit is a
 * conditional update backed by a CHECK, so it holds across customers.
 */
export async function receiveVoucher(
  deps: WalletDeps,
  { store, now, actor }: CustomerScope,
  voucherId: string,
): Promise<WalletVoucher> {
  const { customer } = actor;
  const template = await repo.findTemplate(deps.db, store.id, voucherId);
  if (!template?.receivable) throw new ApiError('VOUCHER_NOT_EXISTS');
  if (template.archivedAt) throw new ApiError('VOUCHER_HAS_BEEN_DEACTIVATED');
  if (template.endTime && toSeconds(template.endTime) <= now) throw new ApiError('VOUCHER_IS_EXPIRED');
  const copy = await deps.db.transaction(async (tx) => {
    await repo.lockCustomer(tx, customer.id);
    if ((await repo.copiesTaken(tx, store.id, customer.id, voucherId)) >= template.perCustomerLimit)
      throw new ApiError('VOUCHER_NOT_ENOUGH');
    if (!(await repo.takeFromTotal(tx, store.id, voucherId))) throw new ApiError('VOUCHER_NOT_ENOUGH');
    return repo.insertCopy(tx, {
      storeId: store.id,
      customerId: customer.id,
      templateId: voucherId,
      usesLeft: 1,
      receivedAt: at(now),
    });
  });
  return toWalletVoucher(template, copy, await repo.targetNames(deps.db, store.id));
}

/** DELETE /bookings/vouchers: removes the customer's copy from the wallet. */
export async function removeVoucher(deps: WalletDeps, { store, now, actor }: CustomerScope, id: string) {
  if (!(await repo.removeCopy(deps.db, store.id, actor.customer.id, id, now))) throw new ApiError('VOUCHER_NOT_EXISTS');
  return { customerVoucherId: id };
}

/** A customer's value cards (the signed-in customer's own, or read by staff). */
export async function listValueCards(
  deps: WalletDeps,
  { store, now }: Scope,
  customerId: string,
): Promise<ValueCard[]> {
  return (await repo.customerValueCards(deps.db, store.id, customerId)).map((c) => toValueCard(c, now));
}

/** DELETE /customer/customerValueCard: hides a card that can no longer pay; a usable one stays (409). */
export async function hideValueCard(deps: WalletDeps, scope: CustomerScope, cardId: string) {
  const card = (await listValueCards(deps, scope, scope.actor.customer.id)).find((c) => c.id === cardId);
  if (!card) throw new ApiError('CUSTOMER_VALUE_CARD_NOT_FOUND');
  if (!mayHideValueCard(card.status)) throw new ApiError('VALUE_CARD_STILL_ACTIVE', { data: { status: card.status } });
  await repo.hideValueCard(deps.db, cardId, scope.now);
  return { customerValueCardId: cardId };
}

/** A customer's service tickets (the signed-in customer's own, or read by staff). */
export async function listServiceTickets(
  deps: WalletDeps,
  { store, now }: Scope,
  customerId: string,
): Promise<ServiceTicket[]> {
  return (await repo.customerTickets(deps.db, store.id, customerId)).map((t) => toServiceTicket(t, now));
}
