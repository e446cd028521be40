import { CLIENT_VERSION } from '@salon/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_ERROR } from './api';
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

describe('api client', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup([]);
  });

  it('puts the store code in the query and returns the data of a SUCCESS body', async () => {
    env = setup([ok({ name: 'x' })]);
    await expect(
      env.client.get('/bookings/store', { cname: 'demo', query: { userId: 'amber', skip: undefined } }),
    ).resolves.toEqual({ name: 'x' });
    expect(env.calls[0]?.url).toBe('/api/bookings/store?code=demo&userId=amber');
  });

  it('sends the device, app version, OS and browser headers on every call', async () => {
    env = setup([ok(null)]);
    await env.client.get('/bookings/menu/service', { cname: 'demo' });
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
    await env.client.get('/customer', { cname: 'demo' });
    await env.client.get('/customer', { cname: 'other' });
    expect(env.calls[0]?.init.headers).toMatchObject({ 'access-token': 'tok-1' });
    expect(env.calls[1]?.init.headers).not.toHaveProperty('access-token');
  });

  it('never sends the token of an expired login', async () => {
    env = setup([ok(null)]);
    env.storage.setItem(loginKey('demo'), login('old', Math.floor(Date.now() / 1000) - 1));
    await env.client.get('/customer', { cname: 'demo' });
    expect(env.calls[0]?.init.headers).not.toHaveProperty('access-token');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends a JSON body for %s', async (method) => {
    env = setup([ok(null)]);
    await env.client.request('/form', { method, body: { a: 1 } });
    expect(env.calls[0]?.init.body).toBe('{"a":1}');
    expect(env.calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    env = setup([json(status, { status: 'X', message: 'm' }), ok('second')]);
    await expect(env.client.get('/x')).resolves.toBe('second');
    expect(env.calls).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    env = setup([json(503, { status: 'A', message: 'm' }), json(503, { status: 'B', message: 'm2' }), ok('never')]);
    await expect(env.client.get('/x')).rejects.toMatchObject({ httpStatus: 503, status: 'B' });
    expect(env.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    env = setup([json(status, { status: 'E', message: 'm' }), ok('never')]);
    await expect(env.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(env.calls).toHaveLength(1);
  });

  it('never retries writes', async () => {
    env = setup([json(503, { status: 'SERVICE_UNAVAILABLE', message: 'm' }), ok('never')]);
    await expect(env.client.post('/bookings', {})).rejects.toMatchObject({ httpStatus: 503 });
    expect(env.calls).toHaveLength(1);
  });

  it('turns status >= 400 into an ApiError with the code, message and data', async () => {
    env = setup([json(404, { status: 'STORE_NOT_FOUND', message: '找不到這間店家', data: { a: 1 } })]);
    const error = await env.client.get('/bookings/store', { cname: 'nope' }).catch((e) => e);
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
    await expect(env.client.get('/x')).rejects.toMatchObject({ status: 'FAILED', message: 'no' });
  });

  it('a non-JSON error body becomes UNKNOWN_ERROR', async () => {
    env = setup([new Response('<html>bad gateway</html>', { status: 400 })]);
    await expect(env.client.get('/x')).rejects.toMatchObject({ httpStatus: 400, status: 'UNKNOWN_ERROR' });
  });

  it('a 401 clears the stored login for that store and reloads', async () => {
    env = setup([json(401, { status: 'UNAUTHORIZED', message: 'm' })]);
    env.storage.setItem(loginKey('demo'), login('t'));
    env.storage.setItem(loginKey('other'), login('u'));
    await expect(env.client.get('/customer', { cname: 'demo' })).rejects.toMatchObject({ httpStatus: 401 });
    expect(env.storage.getItem(loginKey('demo'))).toBeNull();
    expect(env.storage.getItem(loginKey('other'))).not.toBeNull();
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('an anonymous 401 does not reload (it would loop)', async () => {
    env = setup([json(401, { status: 'UNAUTHORIZED', message: 'm' })]);
    await expect(env.client.get('/customer', { cname: 'demo' })).rejects.toMatchObject({ httpStatus: 401 });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("ignores 'Network Error' noise: a failed fetch is a NETWORK_ERROR, not logged", async () => {
    env = setup([new TypeError('Failed to fetch')]);
    await expect(env.client.get('/x')).rejects.toMatchObject({ status: NETWORK_ERROR, message: 'Network Error' });
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
      await Promise.all(responses.map(() => load.client.get('/x')));
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
    await Promise.all([env.client.get('/a'), env.client.get('/b'), env.client.get('/c')]);
    await env.client.get('/d');
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
    await Promise.allSettled([env.client.get('/customer', { cname: 'demo' }), env.client.get('/x')]);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('an up-to-date answer between newer ones does not reset the count (no reload loop)', async () => {
    let i = 0;
    const run = await loads(9, () => [i++ % 2 === 0 ? newer() : ok(1)]);
    expect(run.reload).toHaveBeenCalledTimes(3);
  });
});
