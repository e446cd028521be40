import { COUNTER_METHODS } from '../staff/counter';
import {
  ONLINE_PAYMENT_METHODS,
  ORDER_KINDS,
  type PaymentStatus,
  WALLET_INSTRUMENTS,
  type WalletInstrument,
} from '../vocabulary/index';

/**
 * The payments record: every way money reaches the store is one row of it, whatever took it:
 * online through a provider, at the counter by a counter method, or by the customer's wallet (a
 * voucher or a ticket stands for the dollars it takes off, a value card for its prepaid money).
 */
export const PAYMENT_RECORD_METHODS = [...ONLINE_PAYMENT_METHODS, ...COUNTER_METHODS, ...WALLET_INSTRUMENTS] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number];

/** What a payment is for: an order (a booking, a pickup order), or a wallet item sold or topped up at the counter. */
export const PAYMENT_SUBJECTS = [...ORDER_KINDS, ...WALLET_INSTRUMENTS] as const;
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

/** Who holds a payment: an online provider by its name, the counter, or the wallet. */
export const IN_HOUSE_PROVIDERS = { counter: 'counter', wallet: 'wallet' } as const;

/** The statuses whose money the store has (less what went back): paid, then perhaps partly refunded. */
export const SETTLED_PAYMENT_STATUSES = ['Paid', 'PartiallyRefunded'] as const satisfies readonly PaymentStatus[];

/** One row of the record as the sums read it. */
export interface RecordedPayment {
  method: PaymentRecordMethod;
  amount: number;
  refunded: number;
  status: PaymentStatus;
}

const settled = (p: RecordedPayment) => (SETTLED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(p.status);

/** Whether a method is the wallet's (a voucher, a value card, a service ticket). */
const isWalletMethod = (method: PaymentRecordMethod): method is WalletInstrument =>
  (WALLET_INSTRUMENTS as readonly string[]).includes(method);

/**
 * What an order (or a wallet item) has been paid, net of refunds, by every method: the sum its
 * paid and due are read from. E.g. a $200 voucher and $1,480 in cash paid a $1,680 bill whole.
 */
export function paidOf(record: readonly RecordedPayment[]): number {
  return record.filter(settled).reduce((sum, p) => sum + p.amount - p.refunded, 0);
}

/**
 * Money the store took, net of refunds: what the record holds less the wallet's rows (a voucher or
 * ticket is no money, and a value card's money was taken when the card was sold or topped up).
 */
export function moneyTaken(record: readonly RecordedPayment[]): number {
  return paidOf(record.filter((p) => !isWalletMethod(p.method)));
}

/**
 * What the customer paid in money, their value card's included, net of refunds: the record less
 * the rows of vouchers and tickets (dollars off, not money the customer paid).
 */
export function prepaidOf(record: readonly RecordedPayment[]): number {
  return paidOf(record.filter((p) => p.method !== 'Voucher' && p.method !== 'ServiceTicket'));
}

/** The statuses of a row that took money at some point (some or all of it may have gone back since). */
const TOOK_MONEY: readonly PaymentStatus[] = [...SETTLED_PAYMENT_STATUSES, 'Refunded'];

/** One row of the record with when it was paid (unix s). */
export interface DatedPayment extends RecordedPayment {
  paidAt: number;
}

/** What the customer paid of an order in money, what came back, and when the last of it was paid. */
export interface MoneyPaid {
  paid: number;
  refunded: number;
  /** Null: no money was ever paid (unpaid, a pending or failed try, or vouchers and tickets only). */
  paidAt: number | null;
}

/**
 * The customer's spending on an order, read from its record: money paid (online, at the counter,
 * from a value card; a voucher's or ticket's dollars off are no money), before and with what was
 * refunded, dated by the last payment. E.g. $1,500 paid by card, $750 refunded on cancelling.
 */
export function moneyPaidOf(record: readonly DatedPayment[]): MoneyPaid {
  const rows = record.filter(
    (p) => p.method !== 'Voucher' && p.method !== 'ServiceTicket' && TOOK_MONEY.includes(p.status),
  );
  return {
    paid: rows.reduce((sum, p) => sum + p.amount, 0),
    refunded: rows.reduce((sum, p) => sum + p.refunded, 0),
    paidAt: rows.length === 0 ? null : Math.max(...rows.map((p) => p.paidAt)),
  };
}
