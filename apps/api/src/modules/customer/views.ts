import type { CustomerProfile } from '@salon/contract';
import type { CustomerRow } from './repository';
import type { BookingTotals } from './totals';

/** A customer row as the wire's Customer, with the wallet its module lists. */
export function toCustomerProfile(
  row: CustomerRow,
  totals: BookingTotals,
  hasPassword: boolean,
  wallet: Pick<CustomerProfile, 'valueCard' | 'serviceTickets' | 'vouchers'>,
): CustomerProfile {
  return {
    id: row.id,
    lastName: row.lastName,
    gender: row.gender,
    // A signed-in customer proved a phone; only walk-ins added by staff have none.
    phone: row.phoneE164 ?? '',
    email: row.email,
    avatar: row.avatar,
    birth:
      row.birthYear && row.birthMonth && row.birthDate
        ? { year: row.birthYear, month: row.birthMonth, date: row.birthDate }
        : null,
    ...totals,
    lineUserId: row.lineUserId,
    hasPassword,
    ...wallet,
  };
}
