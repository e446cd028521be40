import { type EndpointDef, GENERIC_ERRORS } from '@salon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** No string of the contract is longer (its own `.max` is lower); longer input is refused at the edge. */
const MAX_INPUT_STRING_LENGTH = 10_000;
/** JSON nested deeper than this is never one of our shapes. */
const MAX_INPUT_DEPTH = 32;
/** Headers that reach the database (the session token, the idempotency key). */
const CHECKED_HEADERS = ['access-token', 'idempotency-key'];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface HostileInput {
  path: string;
  message: string;
}

/** Why a string may not reach the database (PostgreSQL refuses NUL and broken UTF-16), or null. */
function problemOf(value: string): string | null {
  if (value.includes('\u0000')) return '含有不允許的 NUL 字元';
  if (LONE_SURROGATE.test(value)) return '含有不完整的 Unicode 字元';
  if (value.length > MAX_INPUT_STRING_LENGTH) return `內容過長（最多 ${MAX_INPUT_STRING_LENGTH} 字）`;
  return null;
}

/** A key as it may be shown back: broken characters replaced, cut short. */
function printable(key: string): string {
  return key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD').slice(0, 100);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/**
 * The first string (value or key) under `root` with a NUL byte, a lone surrogate or over the length
 * cap, or a nesting deeper than the cap; `path` names it like a validation error (`events.0.userId`).
 * Iterative: a hostile body a million levels deep cannot overflow the stack.
 */
export function findHostileInput(root: unknown, rootName: string): HostileInput | null {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof value === 'string') {
      const message = problemOf(value);
      if (message) return { path: path || rootName, message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: path || rootName, message: '資料層數過深' };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      const keyProblem = problemOf(key);
      if (keyProblem) return { path: join(path, printable(key)), message: keyProblem };
      stack.push([child, join(path, key), depth + 1]);
    }
  }
  return null;
}

function invalidParameter(found: HostileInput): ApiError {
  return new ApiError('INVALID_PARAMETER', { data: { fields: { [found.path]: found.message } } });
}

/** The body without an operation's upload field (a base64 file is decoded and checked by its handler). */
function checkedBody(request: FastifyRequest): unknown {
  const upload = (request.routeOptions.config as { endpoint?: EndpointDef }).endpoint?.upload;
  const body = request.body;
  if (!upload || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { [upload.field]: file, ...rest } = body as Record<string, unknown>;
  return typeof file === 'string' ? rest : body;
}

/** 400 INVALID_PARAMETER before validation when the query, the path, the body or a checked header is hostile. */
function checkRequest(request: FastifyRequest): HostileInput | null {
  const headers = Object.fromEntries(CHECKED_HEADERS.map((name) => [name, request.headers[name]]));
  return (
    findHostileInput(request.params, 'params') ??
    findHostileInput(request.query, 'query') ??
    findHostileInput(checkedBody(request), 'body') ??
    findHostileInput(headers, 'headers')
  );
}

type RouteTable = { methods: string[]; pattern: RegExp }[];
const routeTables = new WeakMap<FastifyInstance, RouteTable>();

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Refuses hostile strings before validation, and records the routes so that a known path asked
 * with another method answers 405 (see `allowedMethods`). Call before any route is registered.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const table: RouteTable = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    table.push({ methods: methods.map((m) => m.toUpperCase()), pattern: patternOf(route.url) });
  });
  app.addHook('preValidation', async (request) => {
    const found = checkRequest(request);
    if (found) throw invalidParameter(found);
  });
}

/** The methods a path answers to (for 405 and `Allow`), empty when the path is unknown. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  const methods = new Set<string>();
  for (const route of routeTables.get(app) ?? []) {
    if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
  }
  return [...methods];
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (bad percent-encoding) answers in our envelope. */
export function frameworkErrors(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({
      status: 'INVALID_PARAMETER',
      message: GENERIC_ERRORS.INVALID_PARAMETER,
      data: { fields: { path: '網址編碼不正確' } },
    });
  }
  return reply
    .status(400)
    .send({ status: 'VALIDATION_FAILED', message: GENERIC_ERRORS.VALIDATION_FAILED, data: { reason: error.code } });
}
