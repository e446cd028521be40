/** Messages browsers use when a lazily loaded screen (a JS or CSS chunk) cannot be fetched. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const message = 'message' in error ? String(error.message) : '';
  return CHUNK_ERROR.test(message);
}

export interface ChunkReloadFlag {
  path: string;
  at: number;
}

/** A reload for the same path within this window means the new deploy is broken: stop reloading. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * A failed dynamic load of a screen reloads the page at the target path, usually
 * because a deploy replaced the chunks. The flag (kept in sessionStorage) stops a reload loop.
 */
export function decideChunkReload(
  flag: ChunkReloadFlag | null,
  path: string,
  now: number,
): { reload: true; flag: ChunkReloadFlag } | { reload: false } {
  if (flag && flag.path === path && now - flag.at < CHUNK_RELOAD_WINDOW_MS) return { reload: false };
  return { reload: true, flag: { path, at: now } };
}
