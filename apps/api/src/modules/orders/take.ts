import { COUNTER_METHODS, type CounterMethod, isOneOf, type PaymentMethodName } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { PickupOrderRow } from '#api/db/rows';
import { paidByOrder, recordTaken, type Subject } from '#api/modules/payments/record';
import type { Scope } from '#api/modules/scope';

/**
 * Money taken at the counter by a member of staff, for an order (a booking's bill, a pickup order
 * paid on collection) or a wallet item sold or topped up at the counter: one row of the payments
 * record, in the caller's transaction, naming the member.
 */
export function takeAtCounter(
  tx: Tx,
  { store, now, actor }: Scope,
  money: { customerId: string; subject: Subject; method: CounterMethod; amount: number },
): Promise<void> {
  const staffId = actor.kind === 'staff' ? actor.staffId : null;
  return recordTaken(tx, { ...money, storeId: store.id, staffId, now });
}

/**
 * A pickup order picked up: what is left of its total (the record's rows counted: paid online, by
 * the wallet) is taken by the counter method the desk chose, else by the order's own when it was
 * to be paid at the store. Nothing left (paid online, by the card): no row.
 */
export async function takeOnPickup(tx: Tx, scope: Scope, order: PickupOrderRow, chosen?: CounterMethod) {
  const own: PaymentMethodName = order.paymentMethod;
  const method = chosen ?? (isOneOf(COUNTER_METHODS, own) ? own : null);
  if (!method) return;
  const paid = (await paidByOrder(tx, 'PickupOrder', [order.id])).get(order.id) ?? 0;
  if (order.total - paid <= 0) return;
  const subject = { kind: 'PickupOrder' as const, id: order.id };
  await takeAtCounter(tx, scope, { customerId: order.customerId, subject, method, amount: order.total - paid });
}
