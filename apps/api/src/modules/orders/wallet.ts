import type { Tx } from '#api/db/client';
import { recordWalletCharges, refundWalletCharges } from '#api/modules/payments/record';
import type { Scope } from '#api/modules/scope';
import { chargeWallet, returnWallet, type WalletCharged, type WalletPlan } from '#api/modules/wallet/payments';
import type { OrderRef } from './kinds';

/**
 * The wallet's part of an order's money: the wallet charges its instruments by its own rules (the
 * plan's customer's wallet), and each charge becomes a row of the payments record (who took it: the
 * member of staff acting, or nobody when the customer paid with it online). Both in the order's
 * transaction.
 */
export async function payWithWallet(tx: Tx, scope: Scope, order: OrderRef, plan: WalletPlan): Promise<WalletCharged> {
  const charged = await chargeWallet(tx, scope, order, plan);
  const staffId = scope.actor.kind === 'staff' ? scope.actor.staffId : null;
  await recordWalletCharges(tx, charged.charges, staffId, scope.now);
  return charged;
}

/** What the wallet paid of an ending order comes back once, and its rows of the record say so. */
export async function giveWalletBack(tx: Tx, order: OrderRef, money: { paid: number; refund: number }, now: number) {
  const back = await returnWallet(tx, order, money, now);
  await refundWalletCharges(tx, back.returned, now);
  return back;
}
