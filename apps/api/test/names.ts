/**
 * Names of the PostgreSQL databases one test run makes: a template and a clone per test file, all
 * carrying the run's id so that parallel runs (two developers, or CI beside a session) never drop
 * each other's databases.
 */
export const TEST_DB_PREFIX = 'salon_test_';

export const templateDbName = (runId: string) => `${TEST_DB_PREFIX}${runId}_template`;
export const fileDbPrefix = (runId: string) => `${TEST_DB_PREFIX}${runId}_f`;

/** The maintenance database on the same server, to create and drop test databases from. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
