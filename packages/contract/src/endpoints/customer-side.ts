import { authEndpoints } from './auth';
import { bookingEndpoints } from './bookings';
import { customerEndpoints } from './customer';
import { defineEndpoints } from './define';
import { formEndpoints } from './forms';
import { healthEndpoints } from './health';
import { invoiceEndpoints } from './invoices';
import { notificationEndpoints } from './notifications';
import { retailEndpoints } from './retail';
import { storeEndpoints } from './store';
import { walletEndpoints } from './wallet';

/**
 * The part of the endpoint table (table.ts) the customer's pages call. The web's customer code
 * takes its entries from here, so the first page's script does not carry the staff side's tables
 * (they load with the staff app). Same entries, same ids as `endpoints`.
 */
export const customerSideEndpoints = defineEndpoints({
  ...storeEndpoints,
  ...authEndpoints,
  ...customerEndpoints,
  ...bookingEndpoints,
  ...retailEndpoints,
  ...formEndpoints,
  ...notificationEndpoints,
  ...walletEndpoints,
  ...healthEndpoints,
  // The customer's own e-invoice choice (the rest of the invoices' entries are the staff's).
  myInvoiceChoice: invoiceEndpoints.myInvoiceChoice,
  saveMyInvoiceChoice: invoiceEndpoints.saveMyInvoiceChoice,
});
