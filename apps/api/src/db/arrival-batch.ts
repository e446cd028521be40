import DataLoader from 'dataloader';

/**
 * A read (or write) that the requests arriving together share: every key asked for while the event
 * loop takes in what has arrived goes into ONE statement, sent (by `setImmediate`) after all of those
 * requests arrived — so each still sees every write committed before it arrived. No memo: a later
 * request never gets an earlier answer. Under load this turns one statement per request into one
 * per batch (as the catalogue's and the busy times' version reads, docs/decisions/performance.md).
 * `run` answers the keys in their order (null: none; an Error: that key's request fails with it).
 */
export function arrivalBatch<K, V>(
  run: (keys: readonly K[]) => Promise<(V | null | Error)[]>,
  maxBatchSize = 100,
): DataLoader<K, V | null> {
  return new DataLoader(run, { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize });
}
