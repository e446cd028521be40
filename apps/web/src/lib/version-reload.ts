import { compareVersions } from '@salon/domain';

/** Local record of forced reloads: webVersion, nowVersion and ttl (reloads so far, starting at 0). */
export interface VersionRecord {
  /** The server's newer web version that forced the reloads. */
  webVersion: string;
  /** The client version that was running when it was first seen. */
  nowVersion: string;
  /** Reloads done so far for this pair of versions. */
  ttl: number;
}

export type VersionDecision =
  | { action: 'none'; record: VersionRecord | null }
  | { action: 'reload'; record: VersionRecord }
  | { action: 'exhausted'; record: VersionRecord };

/**
 * Whether a response's x-web-version forces a reload. A newer server version reloads at most
 * `maxReloads` times (ttl counts them); after that the record stays and the caller warns once.
 * An up-to-date answer leaves the record alone: during a rolling deploy old and new servers answer
 * in turn, and clearing the count on every old answer would let the page reload forever. The count
 * starts again only for another server version or another client version.
 */
export function decideVersionReload(input: {
  record: VersionRecord | null;
  serverVersion: string | null | undefined;
  clientVersion: string;
  maxReloads: number;
}): VersionDecision {
  const { record, serverVersion, clientVersion, maxReloads } = input;
  if (!serverVersion || compareVersions(serverVersion, clientVersion) <= 0) return { action: 'none', record };
  const current =
    record && record.webVersion === serverVersion && record.nowVersion === clientVersion && Number.isFinite(record.ttl)
      ? record
      : { webVersion: serverVersion, nowVersion: clientVersion, ttl: 0 };
  if (current.ttl >= maxReloads) return { action: 'exhausted', record: current };
  return { action: 'reload', record: { ...current, ttl: current.ttl + 1 } };
}
