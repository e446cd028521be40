import type { Tx } from '#api/db/client';
import { visitFactsOf } from '#api/modules/bookings/service';
import { findCustomerById } from '#api/modules/customer/service';
import { pickupFactsOf } from '#api/modules/retail/service';
import { storeById } from '#api/modules/store/service';
import { notifySettingsOf } from './repository';

/**
 * Who a message about an order goes to and what it says, read after the change committed (the
 * trigger's job carries only the ids): the order's facts from its module (bookings, retail), the
 * store's and the customer's rows from theirs, the message settings from this module's tables.
 */

/** The store and customer of an order with both's message settings; null when one is gone. */
async function audienceOf(db: Tx, storeId: string, customerId: string) {
  const [store, customer, settings] = await Promise.all([
    storeById(db, storeId),
    findCustomerById(db, storeId, customerId),
    notifySettingsOf(db, storeId, customerId),
  ]);
  if (!store || !customer) return null;
  return {
    store: { id: store.id, code: store.code, name: store.name, address: store.address },
    customer: { id: customer.id, phone: customer.phoneE164, email: customer.email, lineUserId: customer.lineUserId },
    ...settings,
  };
}

/** A booking with its store, customer, both's settings, services and designers: what its messages say. */
export async function visitOf(db: Tx, bookingId: string) {
  const facts = await visitFactsOf(db, bookingId);
  if (!facts) return null;
  const { storeId, customerId, ...visit } = facts;
  const audience = await audienceOf(db, storeId, customerId);
  return audience && { ...visit, ...audience };
}
export type Visit = NonNullable<Awaited<ReturnType<typeof visitOf>>>;

/** A pickup order with its store and customer. */
export async function pickupOf(db: Tx, pickId: string) {
  const order = await pickupFactsOf(db, pickId);
  if (!order) return null;
  const audience = await audienceOf(db, order.storeId, order.customerId);
  if (!audience) return null;
  const { store, customer, lineToken, language, channel } = audience;
  return { id: order.id, status: order.status, store, customer, lineToken, language, channel };
}
