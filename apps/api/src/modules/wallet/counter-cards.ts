import { randomInt, randomUUID } from 'node:crypto';
import type { ParsedBody, SellValueCardBody, StaffValueCard } from '@salon/contract';
import { adjustmentProblem, type CardMove, cardMoveAllowed, formatMoney, valueCardStatus } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { at, toSeconds } from '#api/db/time';
import { ApiError, fieldError } from '#api/http/errors';
import type { StaffScope } from '#api/modules/scope';
import { type Move, once } from './counter-once';
import * as counterRepo from './counter-repository';
import { requireCustomer, toStaffCard } from './counter-views';
import { moveBalance } from './payment-repository';
import * as repo from './repository';

/** Value cards at the counter: sold, topped up, adjusted, frozen, unfrozen, deactivated (each once: counter-once.ts). */

async function cardAnswer(db: Tx, store: StoreRow, cardId: string, now: number): Promise<StaffValueCard> {
  const card = await counterRepo.storeCard(db, store.id, cardId);
  if (!card) throw new ApiError('VALUE_CARD_NOT_FOUND');
  return toStaffCard(card, now);
}

/** A 12-digit card number (unique per store by the database). */
const newCardNo = () => Array.from({ length: 12 }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');

/** POST /staff/customers/{customerId}/value-cards: a new card, its opening amount taken by a counter method. */
export async function sellValueCard(
  db: Db,
  scope: StaffScope,
  customerId: string,
  body: SellValueCardBody,
  key: string | undefined,
): Promise<StaffValueCard> {
  const { store, now, actor } = scope;
  const customer = await requireCustomer(db, store, customerId);
  if (body.expireTime !== null && body.expireTime <= now) throw fieldError('expireTime', '到期日須晚於現在');
  const cardId = randomUUID();
  return once(
    db,
    scope,
    { key, op: 'sellValueCard', target: customer.id, body },
    {
      kind: 'CardSale',
      customerId: customer.id,
      instrumentId: cardId,
      amount: body.amount,
      money: { subject: 'ValueCard', method: body.method, amount: body.amount },
    },
    async (tx, moveId) => {
      await repo.issueValueCard(
        tx,
        {
          id: cardId,
          storeId: store.id,
          customerId: customer.id,
          cardNo: newCardNo(),
          name: body.name,
          expiresAt: body.expireTime === null ? null : new Date(body.expireTime * 1000),
          payableOnline: body.payableOnline,
          createdAt: at(now),
        },
        body.amount,
        { staffId: actor.staffId, ref: counterRepo.counterMoveRef(moveId) },
      );
    },
    (db, id) => cardAnswer(db, store, id, now),
    { operation: 'staffSellValueCard', entity: 'customer', entityId: customer.id },
  );
}

/** The card under its row lock, refused when its state does not take the move. */
async function lockedCard(tx: Tx, store: StoreRow, cardId: string, move: CardMove, now: number) {
  const card = await counterRepo.storeCard(tx, store.id, cardId, true);
  if (!card) throw new ApiError('VALUE_CARD_NOT_FOUND');
  const status = valueCardStatus(
    {
      deactivated: card.deactivatedAt !== null,
      frozen: card.frozen,
      expiresAt: card.expiresAt ? toSeconds(card.expiresAt) : null,
    },
    now,
  );
  if (!cardMoveAllowed(status, move)) throw new ApiError('VALUE_CARD_NOT_CHANGEABLE', { data: { status } });
  return card;
}

/** A card move (top-up, adjustment, freeze, unfreeze, deactivate) on one of the store's cards; its audit entry keeps the card as it was. */
async function cardMove(
  db: Db,
  scope: StaffScope,
  operation: 'staffTopUpValueCard' | 'staffAdjustValueCard' | 'staffValueCardState',
  cardId: string,
  request: { key: string | undefined; op: string; body: object },
  move: Omit<Move, 'customerId' | 'instrumentId'> & { kind: CardMove },
  apply: (tx: Tx, card: counterRepo.StaffCardRow, moveId: string) => Promise<void>,
) {
  const { store, now } = scope;
  const seen = await counterRepo.storeCard(db, store.id, cardId);
  if (!seen) throw new ApiError('VALUE_CARD_NOT_FOUND');
  return once(
    db,
    scope,
    { ...request, target: cardId },
    { ...move, customerId: seen.customerId, instrumentId: cardId },
    async (tx, moveId) => {
      const card = await lockedCard(tx, store, cardId, move.kind, now);
      await apply(tx, card, moveId);
      return toStaffCard(card, now);
    },
    (db, id) => cardAnswer(db, store, id, now),
    { operation, entity: 'valueCard' },
  );
}

/** POST /staff/value-cards/{cardId}/top-up: an Active card only; the money taken by a counter method. */
export function topUpValueCard(
  db: Db,
  scope: StaffScope,
  cardId: string,
  body: ParsedBody<'staffTopUpValueCard'>,
  key: string | undefined,
) {
  return cardMove(
    db,
    scope,
    'staffTopUpValueCard',
    cardId,
    { key, op: 'topUp', body },
    { kind: 'TopUp', amount: body.amount, money: { subject: 'ValueCard', method: body.method, amount: body.amount } },
    async (tx, card, moveId) => {
      await moveBalance(tx, card, {
        amount: body.amount,
        reason: 'TopUp',
        ref: counterRepo.counterMoveRef(moveId),
        now: scope.now,
        staffId: scope.actor.staffId,
      });
    },
  );
}

/** POST /staff/value-cards/{cardId}/adjust: + or − with a reason, never below 0 (checked under the lock). */
export function adjustValueCard(
  db: Db,
  scope: StaffScope,
  cardId: string,
  body: ParsedBody<'staffAdjustValueCard'>,
  key: string | undefined,
) {
  return cardMove(
    db,
    scope,
    'staffAdjustValueCard',
    cardId,
    { key, op: 'adjust', body },
    { kind: 'Adjustment', amount: body.amount, note: body.reason },
    async (tx, card, moveId) => {
      if (adjustmentProblem(card.balance, body.amount) === 'BELOW_ZERO')
        throw fieldError('amount', `調整後餘額不能低於 $0（目前餘額 ${formatMoney(card.balance)}）`);
      await moveBalance(tx, card, {
        amount: body.amount,
        reason: 'Adjustment',
        ref: counterRepo.counterMoveRef(moveId),
        now: scope.now,
        staffId: scope.actor.staffId,
      });
    },
  );
}

/** POST /staff/value-cards/{cardId}/state: freeze an Active card, unfreeze a Frozen one, deactivate for good. */
export function setValueCardState(
  db: Db,
  scope: StaffScope,
  cardId: string,
  body: ParsedBody<'staffValueCardState'>,
  key: string | undefined,
) {
  return cardMove(
    db,
    scope,
    'staffValueCardState',
    cardId,
    { key, op: 'state', body },
    { kind: body.action },
    async (tx, card) => {
      await counterRepo.setCardState(
        tx,
        card.id,
        body.action === 'Deactivate' ? { deactivatedAt: at(scope.now) } : { frozen: body.action === 'Freeze' },
      );
    },
  );
}
