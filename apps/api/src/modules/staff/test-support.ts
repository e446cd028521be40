import type { HttpMethod } from '@salon/contract';
import type { StaffRole } from '@salon/domain';
import type { Db } from '#api/db/client';
import type { TestApp } from '#test/app';
import type { Json } from '../bookings/test-support';
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

/** A query: a string as written (`q=a&b=1`) or its parts. */
type StaffQuery = string | Record<string, string | number | boolean | undefined>;
/** What a staff call answered: the status code and the parsed body. */
type StaffAnswer = { code: number; body: Json };

function queryString(query: StaffQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query;
  const parts = Object.entries(query).flatMap(([k, v]): [string, string][] =>
    v === undefined ? [] : [[k, String(v)]],
  );
  return new URLSearchParams(parts).toString();
}

/**
 * The staff API as one signed-in member calls it: `/api/staff/<path>?code=<code>` with the
 * session's headers (cookie and CSRF token). A path may carry its own query (`customers?q=…`).
 * A write may send an `idempotency-key`.
 */
export function staffClient(t: TestApp, headers: Record<string, string>, code = 'demo') {
  const send = async (
    method: HttpMethod,
    path: string,
    opts: { payload?: unknown; query?: StaffQuery; idempotencyKey?: string } = {},
  ): Promise<StaffAnswer> => {
    const [route, own] = path.split('?', 2) as [string, string | undefined];
    const query = [`code=${code}`, own, queryString(opts.query)].filter(Boolean).join('&');
    const res = await t.app.inject({
      method,
      url: `/api/staff/${route}?${query}`,
      payload: opts.payload as Record<string, unknown> | undefined,
      headers: opts.idempotencyKey ? { ...headers, 'idempotency-key': opts.idempotencyKey } : headers,
    });
    return { code: res.statusCode, body: res.json() };
  };
  type WriteOpts = { idempotencyKey?: string };
  return {
    headers,
    send,
    get: (path: string, query?: StaffQuery) => send('GET', path, { query }),
    post: (path: string, payload?: unknown, opts: WriteOpts = {}) => send('POST', path, { payload, ...opts }),
    put: (path: string, payload?: unknown, opts: WriteOpts = {}) => send('PUT', path, { payload, ...opts }),
    patch: (path: string, payload?: unknown, opts: WriteOpts = {}) => send('PATCH', path, { payload, ...opts }),
    delete: (path: string, payload?: unknown, opts: WriteOpts = {}) => send('DELETE', path, { payload, ...opts }),
  };
}
export type StaffClient = ReturnType<typeof staffClient>;

/**
 * A new member of `role` in the store, signed in: the member, their session headers and a staff
 * client with them (a designer's column is `opts.providerId`; `opts.code` is the store's code).
 */
export async function signedInStaff(
  t: TestApp,
  storeId: string,
  role: StaffRole,
  opts: { code?: string; name?: string; email?: string; providerId?: string | null } = {},
) {
  const { code = 'demo', ...who } = opts;
  const login = await staffMember(t.database.db, storeId, role, who);
  const session = await signInStaff(t, code, login);
  return { ...login, headers: session.headers, client: staffClient(t, session.headers, code) };
}
