import type { Db } from '#api/db/client';
import type { OnlinePayments } from '#api/platform/payments/index';

/** What the calendar's use cases need of the app (a staff booking and a close go through the order module). */
export interface CalendarDeps {
  db: Db;
  payments: OnlinePayments;
}
