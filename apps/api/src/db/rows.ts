import type { OnlinePaymentMethod, OrderKind } from '@salon/domain';
import type { bookings, customers, payments, pickupOrders, providers, stores, walletCharges } from './schema/index';

/**
 * Rows of the tables that travel between modules, typed from the schema. A module reads and writes
 * its tables through its own repository; another module that is handed such a row names its type
 * from here, never from that repository.
 */
export type StoreRow = typeof stores.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PickupOrderRow = typeof pickupOrders.$inferSelect;
/** A row of the payments record (online, counter or wallet). */
export type RecordRow = typeof payments.$inferSelect;
/** An online payment through a provider: of an order, by an online method, payable until its hold. */
export type PaymentRow = RecordRow & { method: OnlinePaymentMethod; orderKind: OrderKind; payBy: Date };
export type WalletChargeRow = typeof walletCharges.$inferSelect;
