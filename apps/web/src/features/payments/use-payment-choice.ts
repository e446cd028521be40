import type { OrderPayment } from '@salon/contract';
import type { PaymentMethodName } from '@salon/domain';
import { useState } from 'react';
import type { WalletSelection } from '#web/features/wallet';
import { paymentChoice } from './choice';

/** The customer's pick of a payment method on a checkout page, and what follows from it (choice.ts). */
export function usePaymentChoice<M extends { method: PaymentMethodName; available: boolean }>(
  offered: readonly M[],
  payment: OrderPayment | undefined,
  wallet: WalletSelection,
) {
  const [picked, setPicked] = useState<PaymentMethodName | null>(null);
  return { ...paymentChoice({ offered, picked, payment, wallet }), choose: setPicked };
}
