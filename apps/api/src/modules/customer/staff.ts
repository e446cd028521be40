import type { StaffCustomer } from '@salon/contract';
import { phoneSearchDigits } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import type { CustomerRow, StoreRow } from '#api/db/rows';
import { toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import type { StaffScope } from '#api/modules/scope';
import { recentBookingsOf } from '../bookings/service';
import { formsOfCustomer, handOutCustomerForms } from '../forms/service';
import { recentPickupOrdersOf } from '../retail/store-orders';
import { listRecords } from '../wallet/records';
import { findCustomerById } from './repository';
import * as repo from './staff-repository';

/** The store's customers as staff see them: search, a customer's bookings, notes, blocking. */

function toStaffCustomer(row: CustomerRow): StaffCustomer {
  return {
    id: row.id,
    name: row.lastName,
    phone: row.phoneE164,
    email: row.email,
    blocked: row.blockedAt !== null,
    blockReason: row.blockReason,
    staffNotes: row.staffNotes,
    createdAt: toSeconds(row.createdAt),
  };
}

/** What was typed: digits search phones (a leading 0 is the national prefix), the rest searches names. */
function searchTerms(q: string): { name: string; digits: string } {
  const digits = phoneSearchDigits(q);
  return digits === null ? { name: q.trim(), digits: '' } : { name: '', digits };
}

export async function findCustomers(db: Db, { store }: StaffScope, query: { q: string; limit: number }) {
  const rows = await repo.searchCustomers(db, store.id, { ...searchTerms(query.q), limit: query.limit });
  return { customers: rows.map(toStaffCustomer) };
}

async function requireCustomer(db: Tx, store: StoreRow, customerId: string) {
  const row = await findCustomerById(db, store.id, customerId);
  if (!row) throw new ApiError('CUSTOMER_NOT_FOUND');
  return row;
}

/** A customer with their latest bookings, pickup orders, transaction records and forms. */
export async function customerForStaff(db: Db, scope: StaffScope, customerId: string) {
  const { store, now } = scope;
  const row = await requireCustomer(db, store, customerId);
  await handOutCustomerForms({ db }, store.id, row.id, now);
  const [bookings, orders, forms, { records }] = await Promise.all([
    recentBookingsOf(db, store.id, row.id),
    recentPickupOrdersOf(db, store.id, row.id),
    formsOfCustomer(db, store.id, row.id),
    listRecords({ db }, scope, { customerId: row.id }),
  ]);
  return { ...toStaffCustomer(row), bookings, pickupOrders: orders, records, forms };
}

/** Changes a customer as staff do, with its audit entry (what it was before and is now) in the same transaction. */
async function changeCustomer(
  db: Db,
  scope: StaffScope,
  operation: 'staffCustomerNotes' | 'staffBlockCustomer',
  customerId: string,
  changes: (row: CustomerRow) => Parameters<typeof repo.setCustomer>[2],
) {
  return db.transaction(async (tx) => {
    const row = await requireCustomer(tx, scope.store, customerId);
    const before = toStaffCustomer(row);
    const after = toStaffCustomer(await repo.setCustomer(tx, row, changes(row)));
    await recordChange(tx, scope, { operation, entity: 'customer', entityId: customerId, before, after });
    return after;
  });
}

export function setStaffNotes(db: Db, scope: StaffScope, customerId: string, staffNotes: string) {
  return changeCustomer(db, scope, 'staffCustomerNotes', customerId, () => ({ staffNotes }));
}

/** Blocks (or unblocks) a customer: from now on their bookings and checkouts answer INVALID_CUSTOMER. */
export function blockCustomer(
  db: Db,
  scope: StaffScope,
  customerId: string,
  body: { blocked: boolean; reason?: string },
) {
  const { now } = scope;
  return changeCustomer(db, scope, 'staffBlockCustomer', customerId, (row) =>
    body.blocked
      ? { blockedAt: row.blockedAt ?? new Date(now * 1000), blockReason: body.reason?.trim() || null }
      : { blockedAt: null, blockReason: null },
  );
}
