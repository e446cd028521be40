import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './platform/clock';

/** What every module's routes and services are given. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
}
