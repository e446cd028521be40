import type { Tx } from '#api/db/client';
import type { PaymentRow, WalletChargeRow } from '#api/db/rows';
import { paymentsOf } from '#api/modules/payments/service';
import { chargesOf } from '#api/modules/wallet/payments';
import { loadItems, type PickupOrderItemRow } from './repository';

/** An order's lines, what the wallet paid of it and its online payments, as its views read them. */
export interface OrderParts {
  items: readonly PickupOrderItemRow[];
  charges: readonly WalletChargeRow[];
  online: readonly PaymentRow[];
}

export async function loadOrderParts(db: Tx, pickIds: readonly string[]): Promise<OrderParts> {
  const [items, charges, online] = await Promise.all([
    loadItems(db, pickIds),
    chargesOf(db, 'PickupOrder', pickIds),
    paymentsOf(db, 'PickupOrder', pickIds),
  ]);
  return { items, charges, online };
}
