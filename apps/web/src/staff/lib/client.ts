import { createApiClient } from '#web/lib/api';
import { browserStorage } from '#web/lib/storage';
import { csrfToken, withoutCustomerLogin } from './csrf';
import { revalidatingFetch } from './revalidate';

/**
 * The staff app's client: the app's typed client, with the session cookie (same origin) and the
 * CSRF token on every call that changes something, and never the customer's token; a GET answered
 * with an ETag is asked again with If-None-Match (revalidate.ts).
 */
const client = createApiClient({
  baseUrl: () => import.meta.env.VITE_API_BASE || '/api',
  fetch: revalidatingFetch((input, init = {}) => {
    const headers = new Headers(init.headers);
    const token = csrfToken();
    if (token && init.method && init.method !== 'GET') headers.set('x-csrf-token', token);
    return globalThis.fetch(input, { ...init, headers, credentials: 'same-origin' });
  }),
  storage: () => withoutCustomerLogin(browserStorage('local')),
  userAgent: () => globalThis.navigator?.userAgent ?? '',
  reload: () => globalThis.location?.reload(),
  warn: (...args) => console.warn(...args),
});

/** `staffCall(endpoints.staffCalendar, { cname, query })`: typed from the endpoint table. */
export const staffCall = client.call;
