import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '#api/db/client';
import { expirePending, refundOrder } from '#api/modules/payments/settlement';
import type { OrderDeps, OrderRef } from './kinds';
import { giveWalletBack } from './wallet';

/**
 * What the kind's move of an ending order reports: its answer, and the money the ending gives
 * back of what was paid (`paid`: by the wallet and online; `refund`: how much of it comes back).
 */
export interface OrderEnding<R> {
  result: R;
  money: { paid: number; refund: number };
}

/**
 * The one path that ends an order of either kind (cancelled, closed, expired, lapsed): in one
 * transaction the kind moves its status by the domain's transition (null when its status no longer
 * allows it, and nothing else happens), what the wallet paid comes back exactly once (its charges
 * are taken back by a conditional update), and a payment not yet made expires (a late one is then
 * refunded whole). Once that has committed, the rest of the refund goes back through the provider.
 */
export async function endOrder<R>(
  deps: OrderDeps,
  order: OrderRef,
  now: number,
  move: (tx: Tx) => Promise<OrderEnding<R> | null>,
  log?: FastifyBaseLogger,
): Promise<R | null> {
  const ended = await deps.db.transaction(async (tx) => {
    const moved = await move(tx);
    if (!moved) return null;
    const back = await giveWalletBack(tx, order, moved.money, now);
    await expirePending(tx, order, now);
    return { result: moved.result, online: moved.money.refund - back.valueCard };
  });
  if (!ended) return null;
  if (ended.online > 0) await refundOrder(deps, order, ended.online, now, log);
  return ended.result;
}
