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
export type PaymentRow = typeof payments.$inferSelect;
export type WalletChargeRow = typeof walletCharges.$inferSelect;
