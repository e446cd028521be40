import { shareOut } from './vouchers';

/** How an order's total is paid: voucher first, then the value card, then the chosen method. */
export interface PaymentSplit {
  voucher: number;
  valueCard: number;
  method: number;
}

/**
 * Splits `total` (whole dollars): the vouchers' discount first (at most the total), then the value
 * card's balance (null: no card chosen), then the rest by the chosen method. The parts sum to total.
 */
export function splitPayment(total: number, voucherDiscount: number, valueCardBalance: number | null): PaymentSplit {
  const voucher = Math.min(Math.max(0, voucherDiscount), total);
  const valueCard = valueCardBalance === null ? 0 : Math.min(Math.max(0, valueCardBalance), total - voucher);
  return { voucher, valueCard, method: total - voucher - valueCard };
}

/** What a refund gives back to each way the customer paid. */
export interface RefundSplit {
  valueCard: number;
  method: number;
}

/**
 * A refund goes back to what paid: `refund` (what the cancel policy gives, at most what was paid in
 * money) is shared between the value card and the method in proportion to what each paid. A voucher
 * is not money: cancelling gives it back whole, whatever the refund.
 */
export function splitRefund(paid: Omit<PaymentSplit, 'voucher'>, refund: number): RefundSplit {
  const amount = Math.min(Math.max(0, refund), paid.valueCard + paid.method);
  const shares = shareOut(amount, [
    { id: 'valueCard', amount: paid.valueCard },
    { id: 'method', amount: paid.method },
  ]);
  return { valueCard: shares.valueCard ?? 0, method: shares.method ?? 0 };
}
