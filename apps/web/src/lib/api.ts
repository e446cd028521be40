import type {
  EndpointBody,
  EndpointHeaders,
  EndpointId,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
  Endpoints,
} from '@salon/contract';
import { GENERIC_ERRORS } from '@salon/contract';
import { CLIENT_VERSION, type DisplayLocale, MAX_VERSION_RELOADS } from '@salon/domain';
import {
  activeLogin,
  browserStorage,
  type KeyValueStore,
  loginKey,
  readJson,
  removeKey,
  VERSION_KEY,
  writeJson,
} from './storage';
import { parseUserAgent } from './user-agent';
import { decideVersionReload, type VersionRecord } from './version-reload';

/** A failed call: HTTP status, the API's error code, its zh-TW message and optional details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
/**
 * The message of a call that never reached the API (offline, DNS, refused). Like the catalogue's
 * messages it is zh-TW; screens translate NETWORK_ERROR by its code (errors.network*).
 */
export const NETWORK_ERROR_MESSAGE = '網路連線失敗，請確認網路後再試一次';

export const isApiError = (e: unknown, status?: string): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

/** OTP_TOO_SOON, OTP_DAILY_LIMIT, RATE_LIMITED, PASSWORD_LOCKED: the seconds to wait the API sent (`data.retryAfter`). */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  const value = (error.data as Record<string, unknown>).retryAfter;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Statuses worth one more try for a GET; writes are never retried (they may have happened). */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const GET_RETRIES = 1;

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method: Endpoints[EndpointId]['method'];
  /** The store code: sent as the `code` query and used to find the stored login token. */
  cname?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. `idempotency-key` on createBooking. */
  headers?: Record<string, string>;
}

type Defined<T> = Exclude<T, undefined>;

/**
 * What `call` takes besides the table entry. Each part is required exactly when the operation
 * needs it: `cname` for a store's operation (sent as ?code=), `params` for a path with `:name`,
 * `body` when the operation has one. Query and headers are optional.
 */
export type CallArgs<K extends EndpointId> = { signal?: AbortSignal } & (Endpoints[K]['store'] extends true
  ? { cname: string }
  : { cname?: never }) &
  (keyof EndpointQuery<K> extends never ? { query?: never } : { query?: EndpointQuery<K> }) &
  (EndpointParams<K> extends undefined ? { params?: never } : { params: Defined<EndpointParams<K>> }) &
  (EndpointBody<K> extends undefined ? { body?: never } : { body: Defined<EndpointBody<K>> }) &
  (EndpointHeaders<K> extends undefined ? { headers?: never } : { headers?: Defined<EndpointHeaders<K>> });

/** CallArgs as the implementation reads them, whatever the operation. */
interface AnyCallArgs {
  cname?: string;
  query?: Record<string, QueryValue>;
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** `/things/:id` with `{ id: 'a/b' }` → `/things/a%2Fb`; a missing parameter throws. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Headers with a value; an optional header left undefined is not sent. */
function definedHeaders(headers: Record<string, string | undefined> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export interface ApiDeps {
  baseUrl: () => string;
  fetch: typeof fetch;
  storage: () => KeyValueStore | null;
  userAgent: () => string;
  reload: () => void;
  warn: (...args: unknown[]) => void;
  /** The language the customer reads (Accept-Language): the API's messages and texts follow it. */
  language?: () => DisplayLocale;
}

/**
 * One client per page load (the app's `api` below is created once, at module load). Its state —
 * whether a reload is already on its way, whether the exhausted warning was logged — lives as long
 * as the page does.
 */
export function createApiClient(deps: ApiDeps) {
  let warnedExhausted = false;
  /** A reload was asked for: the page is going away, later answers of this load change nothing. */
  let reloadRequested = false;

  function reloadOnce(): void {
    if (reloadRequested) return;
    reloadRequested = true;
    deps.reload();
  }

  function headersFor(cname: string | undefined, hasBody: boolean): Record<string, string> {
    const info = parseUserAgent(deps.userAgent());
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-device': info.device,
      'x-app-version': CLIENT_VERSION,
      'x-os': info.os,
      'x-os-version': info.osVersion,
      'x-browser': info.browser,
      'x-browser-version': info.browserVersion,
    };
    // Only a login that has not expired is sent; an expired one is as good as signed out.
    const token = cname ? (activeLogin(cname, undefined, deps.storage())?.token ?? null) : null;
    if (token) headers['access-token'] = token;
    if (hasBody) headers['content-type'] = 'application/json';
    if (deps.language) headers['accept-language'] = deps.language();
    return headers;
  }

  /**
   * A newer x-web-version reloads the page, counted in the version record (at most
   * MAX_VERSION_RELOADS). Once a reload is asked for, the other answers of the same load (calls in
   * flight together) neither count nor reload again: one load spends at most one of the reloads.
   */
  function checkWebVersion(response: Response) {
    if (reloadRequested) return;
    const storage = deps.storage();
    const decision = decideVersionReload({
      record: readJson<VersionRecord>(storage, VERSION_KEY),
      serverVersion: response.headers.get('x-web-version'),
      clientVersion: CLIENT_VERSION,
      maxReloads: MAX_VERSION_RELOADS,
    });
    if (decision.action === 'none') return;
    writeJson(storage, VERSION_KEY, decision.record);
    if (decision.action === 'reload') reloadOnce();
    else if (!warnedExhausted) {
      warnedExhausted = true;
      deps.warn(
        `[version] refresh attempts exhausted (${decision.record.ttl}); forced-update version ${decision.record.webVersion} is still newer than ${CLIENT_VERSION}`,
      );
    }
  }

  function urlFor(path: string, cname: string | undefined, query: Record<string, QueryValue> = {}): string {
    const params = new URLSearchParams();
    if (cname) params.set('code', cname);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    return `${deps.baseUrl().replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
  }

  async function send(url: string, init: RequestInit, retries: number): Promise<Response> {
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // Network noise (offline, navigation away) is not logged.
      throw new ApiError(0, NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
    }
    if (retries > 0 && RETRY_STATUSES.has(response.status)) return send(url, init, retries - 1);
    return response;
  }

  async function request<T>(path: string, options: RequestOptions): Promise<T> {
    const method = options.method;
    const hasBody = method !== 'GET' && options.body !== undefined;
    const headers = { ...options.headers, ...headersFor(options.cname, hasBody) };
    const response = await send(
      urlFor(path, options.cname, options.query),
      { method, headers, body: hasBody ? JSON.stringify(options.body) : undefined, signal: options.signal },
      method === 'GET' ? GET_RETRIES : 0,
    );
    checkWebVersion(response);

    const body = await readBody(response);
    if (response.ok && body?.status === 'SUCCESS') return body.data as T;

    const error = new ApiError(
      response.status,
      typeof body?.status === 'string' ? body.status : 'UNKNOWN_ERROR',
      typeof body?.message === 'string' ? body.message : GENERIC_ERRORS.UNKNOWN_ERROR,
      body?.data,
    );
    if (response.status === 401) {
      if (options.cname) removeKey(deps.storage(), loginKey(options.cname));
      // Reloading only helps when a token was sent; an anonymous 401 would reload forever.
      if (headers['access-token']) reloadOnce();
    } else {
      deps.warn(`[api] ${method} ${path} → ${response.status} ${error.status}`);
    }
    throw error;
  }

  /**
   * One operation of the endpoint table: method and path come from the entry, the body and the
   * answer's `data` are typed from its schemas. `call(endpoints.bookingDetail, { cname, params: { bookingId } })`.
   */
  function call<K extends EndpointId>(
    endpoint: Endpoints[K] & { readonly id: K },
    args: CallArgs<K>,
  ): Promise<EndpointResult<K>> {
    const { cname, query, params, body, headers, signal } = args as AnyCallArgs;
    return request<EndpointResult<K>>(fillPath(endpoint.path, params), {
      method: endpoint.method,
      cname,
      query,
      body,
      headers: definedHeaders(headers),
      signal,
    });
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function readBody(response: Response): Promise<{ status?: unknown; message?: unknown; data?: unknown } | null> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** Where the API is: VITE_API_BASE, default /api. */
const apiBase = () => import.meta.env.VITE_API_BASE || '/api';

/** An address of the API the browser opens itself (a file to download), not one `call` reads. */
export const apiAddress = (path: string) => `${apiBase()}${path}`;

/** The app's client: base URL from VITE_API_BASE (default /api), browser storage and user agent. */
const api = createApiClient({
  baseUrl: apiBase,
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: () => browserStorage('local'),
  userAgent: () => globalThis.navigator?.userAgent ?? '',
  // lib/i18n.ts keeps <html lang> as the language shown ('en', or zh-Hant-TW).
  language: () => (globalThis.document?.documentElement.lang === 'en' ? 'en' : 'zh-TW'),
  reload: () => globalThis.location?.reload(),
  warn: (...args) => console.warn(...args),
});

/** The app's typed call: `call(endpoints.x, { cname, body, ... })`. */
export const { call } = api;
