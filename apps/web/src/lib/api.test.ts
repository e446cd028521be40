import { endpoints } from '@salon/contract';
import { CLIENT_VERSION } from '@salon/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError, createApiClient, fillPath, NETWORK_ERROR, NETWORK_ERROR_MESSAGE } from './api';
import { loginKey, memoryStorage, VERSION_KEY } from './storage';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function json(status: number, body: unknown, webVersion = CLIENT_VERSION): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-web-version': webVersion },
  });
}

/** A stored login that expires in a day. */
const login = (token: string, expireTime = Math.floor(Date.now() / 1000) + 86400) =>
  JSON.stringify({ token, expireTime });

/** One page load: a fresh client (as the app makes one per load), on `storage` when it carries over. */
function setup(responses: (Response | Error)[], storage = memoryStorage()) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const reload = vi.fn();
  const warn = vi.fn();
  const client = createApiClient({
    baseUrl: () => '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: () => storage,
    userAgent: () => IPHONE,
    reload,
    warn,
  });
  return { client, calls, storage, reload, warn };
}

const ok = (data: unknown) => json(200, { status: 'SUCCESS', data });

/** Calls whose request shape does not matter to the test: a GET of a store, a signed-in GET, a write. */
const getStore = (client: ApiClient, cname = 'demo') => client.call(endpoints.storeSetting, { cname });
const getCustomer = (client: ApiClient, cname = 'demo') => client.call(endpoints.customerProfile, { cname });
const cancel = (client: ApiClient) =>
  client.call(endpoints.cancelBooking, { cname: 'demo', body: { bookingId: 'b1' } });
const url = (path: string, qs = 'code=demo') => `/api${path}?${qs}`;

describe('api client', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup([]);
  });

  it('puts the store code in the query and returns the data of a SUCCESS body', async () => {
    env = setup([ok({ name: 'x' })]);
    await expect(
      env.client.call(endpoints.storeSetting, { cname: 'demo', query: { userId: 'amber' } }),
    ).resolves.toEqual({ name: 'x' });
    expect(env.calls[0]?.url).toBe(url(endpoints.storeSetting.path, 'code=demo&userId=amber'));
    expect(env.calls[0]?.init.method).toBe('GET');
  });

  it('sends the device, app version, OS and browser headers on every call', async () => {
    env = setup([ok(null)]);
    await env.client.call(endpoints.serviceMenu, { cname: 'demo' });
    expect(env.calls[0]?.init.headers).toMatchObject({
      'x-device': 'mobile',
      'x-app-version': '1.21.0',
      'x-os': 'iOS',
      'x-os-version': '17.4',
      'x-browser': 'Safari',
      'x-browser-version': '17.4',
    });
  });

  it('adds the access-token header when a login is stored for the store', async () => {
    env = setup([ok(null), ok(null)]);
    env.storage.setItem(loginKey('demo'), login('tok-1'));
    await getCustomer(env.client);
    await getCustomer(env.client, 'other');
    expect(env.calls[0]?.init.headers).toMatchObject({ 'access-token': 'tok-1' });
    expect(env.calls[1]?.init.headers).not.toHaveProperty('access-token');
  });

  it('never sends the token of an expired login', async () => {
    env = setup([ok(null)]);
    env.storage.setItem(loginKey('demo'), login('old', Math.floor(Date.now() / 1000) - 1));
    await getCustomer(env.client);
    expect(env.calls[0]?.init.headers).not.toHaveProperty('access-token');
  });

  it.each([
    [
      'POST',
      () => env.client.call(endpoints.lineOtpLogin, { cname: 'demo', body: { lineLoginId: 'l1' } }),
      '{"lineLoginId":"l1"}',
    ],
    [
      'PUT',
      () => env.client.call(endpoints.updateCustomer, { cname: 'demo', body: { lastName: 'Lin' } }),
      '{"lastName":"Lin"}',
    ],
    ['DELETE', () => cancel(env.client), '{"bookingId":"b1"}'],
  ] as const)('sends the JSON body of a %s', async (method, send, body) => {
    env = setup([ok(null)]);
    await send();
    expect(env.calls[0]?.init.method).toBe(method);
    expect(env.calls[0]?.init.body).toBe(body);
    expect(env.calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends no body (and no content-type) for an operation without one', async () => {
    env = setup([ok(null)]);
    await env.client.call(endpoints.logout, { cname: 'demo' });
    expect(env.calls[0]?.init).toMatchObject({ method: 'POST', body: undefined });
    expect(env.calls[0]?.init.headers).not.toHaveProperty('content-type');
  });

  it('fills and encodes the path parameters', async () => {
    env = setup([ok({ id: 'a/b c' })]);
    await env.client.call(endpoints.bookingDetail, { cname: 'demo', params: { bookingId: 'a/b c' } });
    expect(env.calls[0]?.url).toBe(url(endpoints.bookingDetail.path.replace(':bookingId', 'a%2Fb%20c')));
  });

  it('a path parameter left out throws before anything is sent', () => {
    expect(() => fillPath(endpoints.bookingDetail.path, {})).toThrow(/bookingId/);
    expect(fillPath(endpoints.myBookings.path)).toBe(endpoints.myBookings.path);
  });

  it('sends the typed headers of the operation', async () => {
    env = setup([ok({ bookingId: 'b1', status: 'Booked' })]);
    const body = {
      events: [{ productId: 'cut', userId: 'mia' }],
      startTime: 1000,
      customerCount: 1,
      paymentMethod: 'Cash' as const,
      isAgree: true as const,
    };
    await env.client.call(endpoints.createBooking, { cname: 'demo', body, headers: { 'idempotency-key': 'k1' } });
    expect(env.calls[0]?.url).toBe(url(endpoints.createBooking.path));
    expect(env.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(env.calls[0]?.init.body))).toEqual(body);
    expect(env.calls[0]?.init.headers).toMatchObject({ 'idempotency-key': 'k1' });
  });

  it('an operation outside a store sends no code', async () => {
    env = setup([ok([])]);
    await env.client.call(endpoints.devOutbox, { query: { to: '+886912345678' } });
    expect(env.calls[0]?.url).toBe(url(endpoints.devOutbox.path, 'to=%2B886912345678'));
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    env = setup([json(status, { status: 'X', message: 'm' }), ok('second')]);
    await expect(getStore(env.client)).resolves.toBe('second');
    expect(env.calls).toHaveLength(2);
    expect(env.calls[1]?.url).toBe(env.calls[0]?.url);
  });

  it('retries a GET only once', async () => {
    env = setup([json(503, { status: 'A', message: 'm' }), json(503, { status: 'B', message: 'm2' }), ok('never')]);
    await expect(getStore(env.client)).rejects.toMatchObject({ httpStatus: 503, status: 'B' });
    expect(env.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    env = setup([json(status, { status: 'E', message: 'm' }), ok('never')]);
    await expect(getStore(env.client)).rejects.toBeInstanceOf(ApiError);
    expect(env.calls).toHaveLength(1);
  });

  it.each([503, 429, 408])('never retries a write, even on %i', async (status) => {
    env = setup([json(status, { status: 'SERVICE_UNAVAILABLE', message: 'm' }), ok('never')]);
    await expect(cancel(env.client)).rejects.toMatchObject({ httpStatus: status });
    expect(env.calls).toHaveLength(1);
  });

  it('turns status >= 400 into an ApiError with the code, message and data', async () => {
    env = setup([json(404, { status: 'STORE_NOT_FOUND', message: '找不到這間店家', data: { a: 1 } })]);
    const error = await getStore(env.client, 'nope').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 404,
      status: 'STORE_NOT_FOUND',
      message: '找不到這間店家',
      data: { a: 1 },
    });
    expect(env.warn).toHaveBeenCalledOnce();
  });

  it('treats a 200 whose status is not SUCCESS as an error', async () => {
    env = setup([json(200, { status: 'FAILED', message: 'no' })]);
    await expect(getStore(env.client)).rejects.toMatchObject({ status: 'FAILED', message: 'no' });
  });

  it('a non-JSON error body becomes UNKNOWN_ERROR', async () => {
    env = setup([new Response('<html>bad gateway</html>', { status: 400 })]);
    await expect(getStore(env.client)).rejects.toMatchObject({ httpStatus: 400, status: 'UNKNOWN_ERROR' });
  });

  it('a 401 clears the stored login for that store and reloads', async () => {
    env = setup([json(401, { status: 'UNAUTHORIZED', message: 'm' })]);
    env.storage.setItem(loginKey('demo'), login('t'));
    env.storage.setItem(loginKey('other'), login('u'));
    await expect(getCustomer(env.client)).rejects.toMatchObject({ httpStatus: 401 });
    expect(env.storage.getItem(loginKey('demo'))).toBeNull();
    expect(env.storage.getItem(loginKey('other'))).not.toBeNull();
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('an anonymous 401 does not reload (it would loop)', async () => {
    env = setup([json(401, { status: 'UNAUTHORIZED', message: 'm' })]);
    await expect(getCustomer(env.client)).rejects.toMatchObject({ httpStatus: 401 });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("a failed fetch is a NETWORK_ERROR with a zh-TW message (not the browser's English), not logged", async () => {
    env = setup([new TypeError('Failed to fetch')]);
    await expect(getStore(env.client)).rejects.toMatchObject({ status: NETWORK_ERROR, message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toMatch(/網路/);
    expect(env.warn).not.toHaveBeenCalled();
  });

  const newer = () => json(200, { status: 'SUCCESS', data: 1 }, '1.22.0');
  const ttl = (storage: ReturnType<typeof memoryStorage>) =>
    (JSON.parse(storage.getItem(VERSION_KEY) ?? 'null') as { ttl: number } | null)?.ttl ?? 0;

  /** Page loads one after another on the same storage, each answering `perLoad` calls. */
  async function loads(count: number, perLoad: () => Response[]) {
    const storage = memoryStorage();
    const reload = vi.fn();
    const warn = vi.fn();
    for (let i = 0; i < count; i++) {
      const responses = perLoad();
      const load = setup(responses, storage);
      load.reload.mockImplementation(reload);
      load.warn.mockImplementation(warn);
      await Promise.all(responses.map(() => getStore(load.client)));
    }
    return { storage, reload, warn };
  }

  it('a newer x-web-version reloads at most 3 times over page loads, then warns once', async () => {
    const run = await loads(6, () => [newer()]);
    expect(run.reload).toHaveBeenCalledTimes(3);
    expect(JSON.parse(run.storage.getItem(VERSION_KEY) ?? 'null')).toEqual({
      webVersion: '1.22.0',
      nowVersion: '1.21.0',
      ttl: 3,
    });
    expect(run.warn).toHaveBeenCalledTimes(3);
    expect(String(run.warn.mock.calls[0]?.[0])).toMatch(/refresh attempts exhausted.*1\.22\.0.*still newer/);
  });

  it('several answers of one load with a newer x-web-version reload once and count once', async () => {
    env = setup([newer(), newer(), newer(), newer()]);
    await Promise.all([getStore(env.client), getStore(env.client), getStore(env.client)]);
    await getStore(env.client);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(ttl(env.storage)).toBe(1);
  });

  it('the next load may reload again: each load spends one of the 3 reloads', async () => {
    const run = await loads(2, () => [newer(), newer(), newer()]);
    expect(run.reload).toHaveBeenCalledTimes(2);
    expect(ttl(run.storage)).toBe(2);
  });

  it('a 401 reload and a newer version in the same load reload once', async () => {
    env = setup([json(401, { status: 'UNAUTHORIZED', message: 'm' }, '1.22.0'), newer()]);
    env.storage.setItem(loginKey('demo'), login('t'));
    await Promise.allSettled([getCustomer(env.client), getStore(env.client, 'other')]);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('an up-to-date answer between newer ones does not reset the count (no reload loop)', async () => {
    let i = 0;
    const run = await loads(9, () => [i++ % 2 === 0 ? newer() : ok(1)]);
    expect(run.reload).toHaveBeenCalledTimes(3);
  });
});
