import type { OrderPayment } from '@salon/contract';
import type { PaymentMethodName } from '@salon/domain';
import type { WalletSelection } from '#web/features/wallet';

interface Offered {
  method: PaymentMethodName;
  available: boolean;
}

/** The methods the customer picks from for the rest: the value card is chosen in the wallet instead. */
export const methodsForRest = <M extends { method: PaymentMethodName }>(methods: readonly M[]): M[] =>
  methods.filter((m) => m.method !== 'ValueCard');

/**
 * The method a booking or order is sent with: the value card's own method when the card pays all
 * of it and the store takes it, otherwise the customer's choice for the rest.
 */
export function methodToSend(
  chosen: PaymentMethodName | null,
  payment: OrderPayment | undefined,
  selection: WalletSelection,
  offered: readonly Offered[],
): PaymentMethodName | null {
  const cardPaysAll = !!selection.customerValueCardId && !!payment && payment.valueCard > 0 && payment.due === 0;
  if (cardPaysAll && offered.some((m) => m.method === 'ValueCard' && m.available)) return 'ValueCard';
  return chosen;
}

/**
 * The payment part of a checkout: the methods shown for the rest, the one chosen (the customer's
 * pick while it can be used, else the first that can), the method sent, and whether the wallet
 * pays some or all of it.
 */
export function paymentChoice<M extends Offered>({
  offered,
  picked,
  payment,
  wallet,
}: {
  /** The checkout summary's methods, or a page's own list until the summary answers. */
  offered: readonly M[];
  picked: PaymentMethodName | null;
  payment: OrderPayment | undefined;
  wallet: WalletSelection;
}) {
  const forRest = methodsForRest(offered);
  const available = forRest.filter((m) => m.available);
  const chosen = picked && available.some((m) => m.method === picked) ? picked : (available[0]?.method ?? null);
  const usesWallet = !!payment && payment.uses.length > 0;
  return {
    forRest,
    chosen,
    toSend: methodToSend(chosen, payment, wallet, offered),
    usesWallet,
    coveredByWallet: usesWallet && payment.due === 0,
  };
}
