import type { StaffRole } from '@salon/domain';
import type { Db } from '#api/db/client';
import type { TestApp } from '#test/app';
import { addMember, hashPassword, STAFF_COOKIE } from './accounts';

/** A member of a store's staff with a known password (a low bcrypt cost: tests sign in often). */
export async function staffMember(
  db: Db,
  storeId: string,
  role: StaffRole,
  opts: { email?: string; providerId?: string | null; name?: string } = {},
) {
  const email = opts.email ?? `${role}-${Math.random().toString(36).slice(2)}@staff.test`;
  const password = `${role}-password`;
  const member = await addMember(
    db,
    { storeId, email, name: opts.name ?? role, role, providerId: opts.providerId ?? null },
    await hashPassword(password, 4),
  );
  return { member, email, password };
}

/** Signs a member in through the API; the headers a staff call then sends (session cookie and CSRF token). */
export async function signInStaff(t: TestApp, code: string, login: { email: string; password: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/auth/login?code=${code}`,
    payload: { email: login.email, password: login.password },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error('no staff session cookie');
  const csrfToken = res.json().data.csrfToken as string;
  return {
    token: cookie.value,
    csrfToken,
    headers: { cookie: `${STAFF_COOKIE}=${cookie.value}`, 'x-csrf-token': csrfToken },
  };
}

/** Signs a new member of `role` in: the headers of their staff calls. */
export async function staffHeaders(t: TestApp, code: string, storeId: string, role: StaffRole, providerId?: string) {
  const login = await staffMember(t.database.db, storeId, role, { providerId: providerId ?? null });
  return (await signInStaff(t, code, login)).headers;
}
