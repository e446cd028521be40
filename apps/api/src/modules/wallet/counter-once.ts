import { randomUUID } from 'node:crypto';
import type { CounterMethod, PaymentSubject } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import { at } from '#api/db/time';
import { type Change, recordChange } from '#api/modules/audit/service';
import { once as onceByKey } from '#api/modules/orders/once';
import { takeAtCounter } from '#api/modules/orders/take';
import type { StaffScope } from '#api/modules/scope';
import * as counterRepo from './counter-repository';

/**
 * The wallet at the counter. Each move is one transaction that first writes its
 * `wallet_counter_moves` row (so a concurrent repeat of the idempotency key waits on the key and then
 * fails on it, having made nothing), then changes the card, voucher or ticket, and takes the money
 * of a sale or top-up through the order module (a row of the payments record); a card's balance
 * moves only with its ledger row, which names the member (the database checks the sum at commit).
 */

/** A move as recorded: what, whose, which instrument, the balance change; and the money a sale or top-up takes. */
export type Move = Pick<
  Parameters<typeof counterRepo.insertMove>[1],
  'kind' | 'customerId' | 'instrumentId' | 'amount' | 'note'
> & {
  money?: { subject: PaymentSubject; method: CounterMethod; amount: number };
};
interface Request {
  key: string | undefined;
  /** The operation and the record it is on, with the body: what a repeat of the key must match. */
  op: string;
  target: string;
  body: object;
}

/**
 * Makes `move` once per idempotency key (the order module's helper): the move row first, then
 * `apply` (which may return what the instrument was, for the audit log), the money and the audit
 * entry (`audit`, on the move's instrument unless it names another record, after: the answer) in
 * the same transaction. A repeat with the same request answers the first move's instrument as it
 * is now (and writes no second entry); the key with another request is DUPLICATED_KEY; a
 * concurrent repeat fails on the key's unique index, rolls back, and answers the first.
 */
export async function once<T>(
  db: Db,
  scope: StaffScope,
  request: Request,
  move: Move,
  apply: (tx: Tx, moveId: string) => Promise<unknown>,
  answer: (db: Tx, instrumentId: string) => Promise<T>,
  audit: Pick<Change, 'operation' | 'entity'> & { entityId?: string },
): Promise<T> {
  const { store, now, actor } = scope;
  const { money, ...recorded } = move;
  const outcome = await onceByKey(
    {
      key: request.key,
      request: [request.op, request.target, request.body],
      findFirst: (key) => counterRepo.findMoveByKey(db, store.id, key),
      replay: (first) => answer(db, first.instrumentId),
      keyConstraint: 'wallet_counter_moves_idempotency',
      concurrentRepeat: 'answersFirst',
    },
    (requestHash) =>
      db.transaction(async (tx) => {
        const moveId = randomUUID();
        await counterRepo.insertMove(tx, {
          ...recorded,
          id: moveId,
          storeId: store.id,
          staffId: actor.staffId,
          idempotencyKey: request.key ?? null,
          requestHash,
          at: at(now),
        });
        const before = await apply(tx, moveId);
        if (money) {
          const subject = { kind: money.subject, id: move.instrumentId };
          await takeAtCounter(tx, scope, {
            customerId: move.customerId,
            subject,
            method: money.method,
            amount: money.amount,
          });
        }
        const after = await answer(tx, move.instrumentId);
        await recordChange(tx, scope, { entityId: move.instrumentId, ...audit, before: before ?? null, after });
        return after;
      }),
  );
  return 'replayed' in outcome ? outcome.replayed : outcome.made;
}
