import type { Birth, CustomerProfile, UpdateCustomerBody } from '@salon/contract';
import { DateTime } from 'luxon';
import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { fieldError } from '#api/http/errors';
import { hasPassword } from '#api/modules/auth/passwords';
import { listServiceTickets, listValueCards, listVouchers } from '#api/modules/wallet/service';
import type { CustomerChanges, CustomerRow } from './repository';
import * as repo from './repository';
import { bookingTotals } from './totals';
import { toCustomerProfile } from './views';

/** The lookups and sign-in writes of a store's customers that other areas make (sign-in, the menu's gender limit, lists). */
export {
  customerSummariesOf,
  findCustomerById,
  findCustomerByLineUser,
  findCustomerByPhone,
  findCustomerGender as customerGender,
  insertCustomer,
  setAvatar,
  setEmailByPhone,
  setLineUser,
} from './repository';

/** A birthday may not be after today in the store's zone; a 400 naming `field` otherwise. */
export function checkBirth(birth: Birth | null | undefined, now: number, timeZone: string, field: string) {
  if (!birth) return;
  const today = DateTime.fromSeconds(now, { zone: timeZone });
  const given = birth.year * 10000 + birth.month * 100 + birth.date;
  const limit = today.year * 10000 + today.month * 100 + today.day;
  if (given > limit) throw fieldError(field, '出生日期不可晚於今天');
}

/** '' means no e-mail; addresses are kept as typed, without surrounding spaces. */
export const cleanEmail = (email: string | null | undefined) => (email ? email.trim() : null);

/** The customer as the wire shows them, with their booking totals and whether a password is set. */
/** The customer with their totals and wallet (value cards, service tickets, vouchers held). */
export async function customerProfile(
  deps: { db: Db },
  { store, customer, now }: { store: StoreRow; customer: CustomerRow; now: number },
): Promise<CustomerProfile> {
  const scope = { store, customer, now };
  const [totals, passwordSet, valueCard, serviceTickets, vouchers] = await Promise.all([
    bookingTotals(deps.db, customer),
    hasPassword(deps.db, customer.id),
    listValueCards(deps, scope),
    listServiceTickets(deps, scope),
    listVouchers(deps, scope),
  ]);
  const held = vouchers.result.filter((v) => v.customerVoucherId !== null);
  return toCustomerProfile(customer, totals, passwordSet, { valueCard, serviceTickets, vouchers: held });
}

export interface UpdateProfileInput {
  store: StoreRow;
  customer: CustomerRow;
  body: UpdateCustomerBody;
  now: number;
}

/** Changes only the fields sent; a null birth clears it. */
export async function updateProfile(deps: { db: Db }, { store, customer, body, now }: UpdateProfileInput) {
  checkBirth(body.birth, now, store.timeZone, 'birth');
  const changes: CustomerChanges = { updatedAt: new Date(now * 1000) };
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.email !== undefined) changes.email = cleanEmail(body.email);
  if (body.avatar !== undefined) changes.avatar = body.avatar;
  if (body.birth !== undefined) {
    changes.birthYear = body.birth?.year ?? null;
    changes.birthMonth = body.birth?.month ?? null;
    changes.birthDate = body.birth?.date ?? null;
  }
  const updated = (await repo.updateCustomerRow(deps.db, customer, changes)) ?? customer;
  return customerProfile(deps, { store, customer: updated, now });
}
