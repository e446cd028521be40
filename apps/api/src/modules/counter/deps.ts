import type { Db } from '#api/db/client';

/** What the counter's use cases need of the app. */
export interface CounterDeps {
  db: Db;
}
