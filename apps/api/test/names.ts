/** Names of the databases one test run makes on PostgreSQL; all dropped at the end. */
export const testDbPrefix = () => 'salon_test_';
export const templateDbName = () => 'salon_test_template';

/** The maintenance database on the same server, to create and drop test databases from. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
