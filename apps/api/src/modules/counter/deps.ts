import type { Db } from '#api/db/client';
import type { InvoiceDeps } from '#api/modules/invoices/issue';

/** What the counter's use cases need of the app: the database, and the e-invoice provider's checks. */
export interface CounterDeps {
  db: Db;
  invoices: InvoiceDeps;
}
