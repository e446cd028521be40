import type { Tx } from './client';

/** One prepared statement per database (or transaction) handle: its SQL is built once, not per call. */
export function preparedPerHandle<T>(prepare: (db: Tx) => T): (db: Tx) => T {
  const prepared = new WeakMap<Tx, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
