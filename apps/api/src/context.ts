import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './platform/clock';
import type { OnlinePayments } from './platform/payments/index';

/** What every module's routes and services are given. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** The online payment provider (the sandbox, when configured) and the hold of unpaid orders. */
  payments: OnlinePayments;
  /** Where links to this server point: PUBLIC_URL, or the address it listens on (http/public-url.ts). */
  publicUrl: () => string;
}
