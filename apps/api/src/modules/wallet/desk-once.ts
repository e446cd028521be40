import { createHash, randomUUID } from 'node:crypto';
import type { Db, Tx } from '#api/db/client';
import { databaseError, UNIQUE_VIOLATION } from '#api/db/errors';
import type { StoreRow } from '#api/db/rows';
import { at } from '#api/db/time';
import type { StaffActor } from '#api/http/actor';
import { ApiError } from '#api/http/errors';
import * as desk from './desk-repository';

/**
 * The wallet at the counter. Each move is one transaction that first writes its
 * `wallet_desk_moves` row (so a concurrent repeat of the idempotency key waits on the key and then
 * fails on it, having made nothing), then changes the card, voucher or ticket; a card's balance
 * moves only with its ledger row, which names the member (the database checks the sum at commit).
 */

export type Scope = { store: StoreRow; now: number; actor: StaffActor };
/** A move as recorded: what, whose, which instrument, the balance change and the money taken. */
export type Move = Pick<
  Parameters<typeof desk.insertMove>[1],
  'kind' | 'customerId' | 'instrumentId' | 'amount' | 'taken' | 'method' | 'note'
>;
interface Request {
  key: string | undefined;
  /** The operation and the record it is on, with the body: what a repeat of the key must match. */
  op: string;
  target: string;
  body: object;
}

const hashOf = (request: Request) =>
  createHash('sha256')
    .update(JSON.stringify([request.op, request.target, request.body]))
    .digest('hex');

/**
 * Makes `move` once per idempotency key: the move row first, then `apply` in the same
 * transaction. A repeat with the same request answers the first move's instrument as it is now;
 * the key with another request is DUPLICATED_KEY; a concurrent repeat fails on the key's unique
 * index, rolls back, and answers the first.
 */
export async function once<T>(
  db: Db,
  { store, now, actor }: Scope,
  request: Request,
  move: Move,
  apply: (tx: Tx, moveId: string) => Promise<void>,
  answer: (instrumentId: string) => Promise<T>,
): Promise<T> {
  const requestHash = request.key ? hashOf(request) : null;
  const replay = async () => {
    const first = request.key ? await desk.findMoveByKey(db, store.id, request.key) : null;
    if (!first) return null;
    if (first.requestHash !== requestHash) throw new ApiError('DUPLICATED_KEY');
    return { answer: await answer(first.instrumentId) };
  };
  const earlier = await replay();
  if (earlier) return earlier.answer;
  const moveId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await desk.insertMove(tx, {
        ...move,
        id: moveId,
        storeId: store.id,
        staffId: actor.staffId,
        idempotencyKey: request.key ?? null,
        requestHash,
        at: at(now),
      });
      await apply(tx, moveId);
    });
  } catch (error) {
    const dbError = databaseError(error);
    const first =
      dbError?.code === UNIQUE_VIOLATION && dbError.constraint === 'wallet_desk_moves_idempotency'
        ? await replay()
        : null;
    if (first) return first.answer;
    throw error;
  }
  return answer(move.instrumentId);
}

export const deskRef = (moveId: string) => `desk:${moveId}`;
