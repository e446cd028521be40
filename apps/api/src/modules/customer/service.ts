import type { Birth, CustomerProfile, UpdateCustomerBody } from '@salon/contract';
import { DateTime } from 'luxon';
import type { Db } from '#api/db/client';
import { fieldError } from '#api/http/errors';
import { hasPassword } from '#api/modules/auth/passwords';
import { hasAnyBooking } from '#api/modules/bookings/service';
import type { CustomerScope } from '#api/modules/scope';
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
  setInvoiceChoice,
  setLineUser,
} from './repository';

/**
 * Takes back a customer the desk added a moment ago for a booking that was then refused (another
 * booking won the time): a refused booking leaves nobody behind. The row is locked first, so a
 * booking another request is making for the same new customer either committed before (and the
 * row stays) or waits and then fails on its key; the bookings are read after the lock.
 */
export async function forgetNewCustomer(db: Db, storeId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockCustomer(tx, storeId, id))) return;
    if (await hasAnyBooking(tx, storeId, id)) return;
    await repo.deleteCustomer(tx, storeId, id);
  });
}

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

/** GET /customer: the signed-in customer as the wire shows them. */
export function customerProfile(deps: { db: Db }, scope: CustomerScope): Promise<CustomerProfile> {
  return profileOf(deps, scope, scope.actor.customer);
}

/**
 * The customer with their booking totals, whether a password is set, and their wallet (value
 * cards, service tickets, vouchers held).
 */
async function profileOf(deps: { db: Db }, scope: CustomerScope, customer: CustomerRow): Promise<CustomerProfile> {
  const [totals, passwordSet, valueCard, serviceTickets, vouchers] = await Promise.all([
    bookingTotals(deps.db, customer),
    hasPassword(deps.db, customer.id),
    listValueCards(deps, scope, customer.id),
    listServiceTickets(deps, scope, customer.id),
    listVouchers(deps, scope, customer.id),
  ]);
  const held = vouchers.result.filter((v) => v.customerVoucherId !== null);
  return toCustomerProfile(customer, totals, passwordSet, { valueCard, serviceTickets, vouchers: held });
}

/** PUT /customer: changes only the fields sent; a null birth clears it. */
export async function updateProfile(deps: { db: Db }, scope: CustomerScope, body: UpdateCustomerBody) {
  const { store, now, actor } = scope;
  const { customer } = actor;
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
  return profileOf(deps, scope, updated);
}
