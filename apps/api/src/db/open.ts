import { type Database, openPostgres } from './client';

/**
 * PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`: its modules (and its
 * WebAssembly) are loaded only then, so a process on PostgreSQL never reads them.
 */
export async function openDatabase(opts: { databaseUrl?: string | null; dataDir?: string | null }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const { openPglite } = await import('./pglite');
  return openPglite(opts.dataDir ?? null);
}
