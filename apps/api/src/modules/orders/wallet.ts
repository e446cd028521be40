import type { Tx } from '#api/db/client';
import { recordWalletCharges, refundWalletCharges } from '#api/modules/payments/record';
import type { CustomerScope } from '#api/modules/scope';
import { chargeWallet, returnWallet, type WalletCharged, type WalletPlan } from '#api/modules/wallet/payments';
import type { OrderRef } from './kinds';

/**
 * The wallet's part of an order's money: the wallet charges its instruments by its own rules, and
 * each charge becomes a row of the payments record (who took it: the member at the counter, or
 * nobody when the customer paid with it online). Both in the order's transaction.
 */
export async function payWithWallet(
  tx: Tx,
  scope: CustomerScope,
  order: OrderRef,
  plan: WalletPlan,
  staffId: string | null = null,
): Promise<WalletCharged> {
  const charged = await chargeWallet(tx, scope, order, plan);
  await recordWalletCharges(tx, charged.charges, staffId, scope.now);
  return charged;
}

/** What the wallet paid of an ending order comes back once, and its rows of the record say so. */
export async function giveWalletBack(tx: Tx, order: OrderRef, money: { paid: number; refund: number }, now: number) {
  const back = await returnWallet(tx, order, money, now);
  await refundWalletCharges(tx, back.returned, now);
  return back;
}
