import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { API_ROOT } from '../paths';

/** One line of the doctor's report. `undefined`: not checked (unset, or nothing to reach). */
export interface Row {
  setting: string;
  set: boolean;
  valid?: boolean;
  reachable?: boolean;
  note: string;
  /** Production refuses to start without it. */
  required?: boolean;
}

type Env = NodeJS.ProcessEnv;
const TIMEOUT_MS = 3000;

/** Every setting production reads that can be checked, in the README's order. */
export async function checkSettings(env: Env): Promise<Row[]> {
  return [
    {
      setting: 'NODE_ENV',
      set: !!env.NODE_ENV,
      valid: true,
      note: env.NODE_ENV === 'production' ? 'production' : 'not production here: checked as production would start',
    },
    await database(env),
    await redis(env),
    ...(await sms(env)),
    ...(await smtp(env)),
    ...line(env),
    ...linePay(env),
    publicUrl(env),
    metricsToken(env),
    webBuild(env),
  ];
}

async function database(env: Env): Promise<Row> {
  if (!env.DATABASE_URL) {
    const dir = resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
    const writable = canWrite(existsSync(dir) ? dir : dirname(dir));
    return {
      setting: 'DATABASE_URL',
      set: false,
      reachable: writable,
      note: `unset: embedded PGlite in DATA_DIR (${dir}${writable ? '' : ', not writable'})`,
    };
  }
  const url = parseUrl(env.DATABASE_URL, ['postgres:', 'postgresql:']);
  if (!url) return { setting: 'DATABASE_URL', set: true, valid: false, note: 'not a postgres:// URL' };
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'btree_gist'",
    );
    const gist = (rows[0]?.n ?? 0) > 0;
    return {
      setting: 'DATABASE_URL',
      set: true,
      valid: true,
      reachable: gist,
      note: `PostgreSQL at ${url.host}${gist ? '' : ': the btree_gist extension is not available (install contrib)'}`,
    };
  } catch (error) {
    return { setting: 'DATABASE_URL', set: true, valid: true, reachable: false, note: failure(url.host, error, env) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redis(env: Env): Promise<Row> {
  if (!env.REDIS_URL)
    return { setting: 'REDIS_URL', set: false, note: 'unset: each instance counts per-IP limits alone' };
  const url = parseUrl(env.REDIS_URL, ['redis:', 'rediss:']);
  if (!url) return { setting: 'REDIS_URL', set: true, valid: false, note: 'not a redis:// URL' };
  const client = new Redis(env.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return { setting: 'REDIS_URL', set: true, valid: true, reachable: true, note: `Redis at ${url.host}` };
  } catch (error) {
    return { setting: 'REDIS_URL', set: true, valid: true, reachable: false, note: failure(url.host, error, env) };
  } finally {
    client.disconnect();
  }
}

async function sms(env: Env): Promise<Row[]> {
  const key: Row = { setting: 'SMS_KEY', set: !!env.SMS_KEY, required: true, note: 'the SMS provider key' };
  if (!env.SMS_URL) return [{ setting: 'SMS_URL', set: false, required: true, note: 'sign-in codes by SMS' }, key];
  const url = parseUrl(env.SMS_URL, ['https:', 'http:']);
  if (!url) return [{ setting: 'SMS_URL', set: true, valid: false, required: true, note: 'not an http(s) URL' }, key];
  try {
    // Any HTTP answer shows the endpoint is there; no message is sent.
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const row = { setting: 'SMS_URL', set: true, valid: true, reachable: true, required: true };
    return [{ ...row, note: `${url.host} answers (HTTP ${res.status})` }, key];
  } catch (error) {
    const row = { setting: 'SMS_URL', set: true, valid: true, reachable: false, required: true };
    return [{ ...row, note: failure(url.host, error, env) }, key];
  }
}

async function smtp(env: Env): Promise<Row[]> {
  if (!env.SMTP_URL) return [{ setting: 'SMTP_URL', set: false, note: 'unset: no e-mailed codes' }];
  const from: Row = { setting: 'SMTP_FROM', set: !!env.SMTP_FROM, required: true, note: 'sender of code e-mails' };
  const url = parseUrl(env.SMTP_URL, ['smtp:', 'smtps:']);
  if (!url) return [{ setting: 'SMTP_URL', set: true, valid: false, note: 'not an smtp(s):// URL' }, from];
  const transport = nodemailer.createTransport(env.SMTP_URL, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    logger: false,
  });
  try {
    await transport.verify();
    return [{ setting: 'SMTP_URL', set: true, valid: true, reachable: true, note: `SMTP at ${url.host}` }, from];
  } catch (error) {
    const row = { setting: 'SMTP_URL', set: true, valid: true, reachable: false };
    return [{ ...row, note: failure(url.host, error, env) }, from];
  } finally {
    transport.close();
  }
}

function line(env: Env): Row[] {
  const id = env.LINE_CHANNEL_ID;
  const verifier = env.LINE_VERIFIER ?? 'line';
  return [
    {
      setting: 'LINE_CHANNEL_ID',
      set: !!id,
      valid: id ? /^\d{6,}$/.test(id) : undefined,
      required: true,
      note: id ? 'LINE Login channel configured' : 'LINE Login channel',
    },
    {
      setting: 'LINE_VERIFIER',
      set: !!env.LINE_VERIFIER,
      valid: verifier === 'line',
      note:
        verifier === 'line' ? "'line': tokens checked with LINE" : "'fake' accepts any LINE user: never in production",
    },
  ];
}

function linePay(env: Env): Row[] {
  const id = !!env.LINE_PAY_CHANNEL_ID;
  const secret = !!env.LINE_PAY_CHANNEL_SECRET;
  const note =
    id && secret ? 'LINE Pay Online configured' : id || secret ? 'set both or neither' : 'unset: no LINE Pay';
  return [
    { setting: 'LINE_PAY_CHANNEL_ID', set: id, valid: id === secret ? undefined : false, note },
    { setting: 'LINE_PAY_CHANNEL_SECRET', set: secret, valid: id === secret ? undefined : false, note },
  ];
}

function publicUrl(env: Env): Row {
  if (!env.PUBLIC_URL) return { setting: 'PUBLIC_URL', set: false, note: 'unset: http://HOST:PORT is used' };
  const url = parseUrl(env.PUBLIC_URL, ['https:', 'http:']);
  const wellFormed = !!url && url.pathname === '/' && !url.search && !url.username;
  const note = !wellFormed
    ? 'expected an origin such as https://book.example.com'
    : url.protocol === 'https:'
      ? url.origin
      : `${url.origin} (not https: payment providers and LINE need https)`;
  return { setting: 'PUBLIC_URL', set: true, valid: wellFormed, note };
}

function metricsToken(env: Env): Row {
  const token = env.METRICS_TOKEN;
  if (!token) return { setting: 'METRICS_TOKEN', set: false, note: 'unset: GET /metrics answers 404' };
  return {
    setting: 'METRICS_TOKEN',
    set: true,
    valid: token.length >= 16,
    note: 'GET /metrics needs the bearer token',
  };
}

function webBuild(env: Env): Row {
  if (env.WEB_DIST_DIR === '') return { setting: 'WEB_DIST_DIR', set: true, valid: true, note: 'empty: API only' };
  const dir = env.WEB_DIST_DIR
    ? resolve(env.INIT_CWD ?? process.cwd(), env.WEB_DIST_DIR)
    : join(API_ROOT, '../web/dist');
  const built = existsSync(join(dir, 'index.html'));
  return {
    setting: 'WEB_DIST_DIR',
    set: !!env.WEB_DIST_DIR,
    reachable: built,
    note: built ? `web app built in ${dir}` : `no web build in ${dir}: run npm run build`,
  };
}

function parseUrl(value: string, protocols: string[]): URL | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function canWrite(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why a connection failed, with every secret of the environment blanked out of the message. */
function failure(host: string, error: unknown, env: Env): string {
  // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, a certificate) in its cause.
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  const message = cause ?? (error as Error).message ?? String(error);
  return `${host}: ${redactSecrets(message.split('\n')[0] ?? '', env)}`;
}

const SECRET_SETTINGS = ['SMS_KEY', 'LINE_PAY_CHANNEL_SECRET', 'METRICS_TOKEN', 'ADMIN_API_KEY'];
const URL_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_URL'];

/** Removes the value of every secret setting, and the passwords inside URLs, from a text. */
export function redactSecrets(text: string, env: Env): string {
  const secrets = SECRET_SETTINGS.map((name) => env[name]);
  for (const name of URL_SETTINGS) {
    const url = env[name] && URL.canParse(env[name]) ? new URL(env[name]) : null;
    if (url?.password) secrets.push(url.password, decodeURIComponent(url.password));
    secrets.push(env[name]);
  }
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join('***');
  return out;
}
