import type { PickupOrderRow } from '#api/db/rows';
import type { PaidOrderKind } from '#api/modules/orders/kinds';
import * as repo from './repository';

/** A pickup order as the order module's settlement sees it: still placed and waiting, it takes the payment. */
export const pickupPaidKind: PaidOrderKind<PickupOrderRow> = {
  lock: (tx, _storeId, pickId) => repo.lockOrder(tx, pickId),
  async confirmPaid(tx, order, payment, now) {
    if (order.status !== 'Placed' || order.holdUntil === null) return false;
    await repo.markPaid(tx, order.id, payment.amount, now);
    return true;
  },
};
