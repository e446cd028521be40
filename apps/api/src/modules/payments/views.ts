import type { OnlinePayment } from '@salon/contract';
import { toSeconds } from '#api/db/time';
import type { PaymentRow } from './repository';

/** The payment an order shows: the one not declined (pending, paid, refunded, expired), else the last try. */
export function currentPayment(rows: readonly PaymentRow[]): PaymentRow | null {
  return rows.find((p) => p.status !== 'Failed') ?? rows[rows.length - 1] ?? null;
}

export function toOnlinePayment(row: PaymentRow): OnlinePayment {
  return {
    paymentId: row.id,
    method: row.method,
    amount: row.amount,
    refunded: row.refunded,
    status: row.status,
    payBy: toSeconds(row.payBy),
    redirectUrl: row.status === 'Pending' ? row.redirectUrl : null,
    atm:
      row.atmAccount && row.atmBankCode
        ? { bankCode: row.atmBankCode, account: row.atmAccount, dueTime: toSeconds(row.payBy) }
        : null,
  };
}
