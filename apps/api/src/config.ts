import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLIENT_VERSION } from '@salon/domain';
import { z } from 'zod';
import { API_ROOT } from './paths';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  ALLOW_DEV_ON_NETWORK: z.enum(['0', '1']).optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  DATA_DIR: z.string().default('./data'),
  // Uploaded images (designers' photos); default <DATA_DIR>/uploads.
  UPLOADS_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOAD_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // One-time-password senders (see platform/otp). Production needs SMS_URL + SMS_KEY; SMTP is optional.
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  SMS_URL: z.string().optional(),
  SMS_KEY: z.string().optional(),
  // LINE Login: the channel id used when a store's liffId does not name one; the verifier to use.
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_VERIFIER: z.enum(['line', 'fake']).optional(),
  LINE_VERIFY_URL: z.string().optional(),
  // LINE Messaging API (booking messages pushed with each store's channel access token); overridable for tests.
  LINE_MESSAGING_API_URL: z.string().url().optional(),
  // Per-IP limits on the auth endpoints, per 10 minutes.
  RATE_LIMIT_OTP_SEND: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_OTP_CHECK: z.coerce.number().int().min(1).optional(),
  // Per-IP limit, per 10 minutes, on each anonymous read/move/cancel of a booking by its id.
  RATE_LIMIT_BOOKING_BY_ID: z.coerce.number().int().min(1).optional(),
  // Seconds between runs of the clean-up of expired codes, sessions, tokens and old idempotency keys (0: off).
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  // Milliseconds between polls of the job queue (reminders, messages, the sweeps); 0 turns this process's worker off.
  JOB_POLL_MS: z.coerce.number().int().min(0).optional(),
  // Slow clients: time limits on a request and open connections per IP (0: no cap).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  // How long an event stream (the staff calendar's) stays open before the browser connects again.
  STREAM_MAX_AGE_MS: z.coerce.number().int().min(1000).optional(),
  // Online payment: the in-process sandbox provider (default on, except in production) and how long
  // an order awaiting payment holds its time or stock.
  PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
  PAYMENT_HOLD_SECONDS: z.coerce.number().int().min(60).max(86400).optional(),
  // LINE Pay Online (API v3): the channel's credentials; without them LinePayOnline goes to the
  // sandbox (development) or is unavailable. PUBLIC_URL is where LINE Pay sends the customer back.
  LINE_PAY_CHANNEL_ID: z.string().optional(),
  LINE_PAY_CHANNEL_SECRET: z.string().optional(),
  LINE_PAY_API_URL: z.string().url().optional(),
  ECPAY_INVOICE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // GET /metrics: with a token, only for `Authorization: Bearer <token>`; without, 404 in production.
  METRICS_TOKEN: z.string().min(16, { message: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
});

/**
 * Time limits on a connection and a cap on connections per client address, applied by
 * http/connection-limits.ts (see docs/decisions/operations.md).
 */
export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this; else 408 and the socket is closed. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (never more than requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per remote address; more are closed at once. 0: no cap. Applied only without TRUST_PROXY. */
  maxPerIp: number;
  /** An event stream ends after this and the browser connects again, its session checked anew (http/event-stream.ts). */
  streamMaxAgeMs: number;
}

export const CONNECTION_DEFAULTS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxPerIp: 50,
  streamMaxAgeMs: 5 * 60_000,
};

export interface Config {
  /**
   * 'test' is development plus test-only routes (the settable clock of modules/testing). Only code
   * sets it (testConfig({ mode: 'test' })): loadConfig never reads it from the environment.
   */
  mode: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded images are kept (UPLOADS_DIR, default <DATA_DIR>/uploads). */
  uploadsDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Built SPA to serve; null serves the API only. */
  webDistDir: string | null;
  /** Load the demo store on an empty database. */
  loadDemo: boolean;
  logLevel: string;
  /** Proxy hops in front of the API whose X-Forwarded-For is believed (0: none, the socket address is the client). */
  trustProxy: number;
  /** Version of the web app (the domain's CLIENT_VERSION); sent as x-web-version so outdated clients reload. */
  webVersion: string;
  /** SMTP connection URL for e-mailed codes (nodemailer), e.g. smtps://user:pass@mail.example.com. */
  smtpUrl?: string | null;
  /** Sender address of those e-mails. */
  smtpFrom?: string | null;
  /** SMS provider endpoint: POST JSON {to, text} with `authorization: Bearer <smsKey>`. */
  smsUrl?: string | null;
  smsKey?: string | null;
  /** LINE Login channel id for stores whose liffId does not carry one. */
  lineChannelId?: string | null;
  /** 'line' calls LINE's verify endpoint; 'fake' accepts only tokens this process issued (dev/tests). */
  lineVerifier?: 'line' | 'fake';
  /** LINE Messaging API base (push messages), default https://api.line.me. */
  lineMessagingUrl?: string;
  /** LINE's ID-token verify endpoint (overridable for tests). */
  lineVerifyUrl?: string;
  /** Per-IP limits per 10 minutes: code sends, and code/LINE checks (each auth route counts alone). */
  authRateLimit?: { send: number; check: number };
  /** Per-IP limit per 10 minutes on each read, move and cancel of a booking by its id (each route counts alone). */
  bookingRateLimit?: number;
  /** Serve the OpenAPI document and its page at /api/docs (default: on, except in production). */
  apiDocs?: boolean;
  /** Seconds between clean-up runs (expired codes, sessions, tokens, old idempotency keys); 0 turns it off. */
  cleanupIntervalSeconds?: number;
  /** Milliseconds between polls of the job queue; 0 or unset (tests: they call app.jobs.tick()) runs no worker. */
  jobPollMs?: number;
  /** Request, headers and keep-alive timeouts and open connections per IP (applied by http/connection-limits.ts). */
  connections?: Partial<ConnectionLimits>;
  /** Serve the sandbox payment provider (its pages and callbacks) for the online methods. */
  paymentSandbox?: boolean;
  /** The sandbox's callback signing secret (default: a random one per process). */
  paymentSandboxSecret?: string;
  /** LINE Pay Online's channel and API address (null: not configured). */
  linePay?: { channelId: string; channelSecret: string; apiUrl: string } | null;
  /** This site's public origin (for providers' return URLs), e.g. https://book.example.com. */
  publicUrl?: string | null;
  /** Where ECPay's e-invoice API is reached instead of its own addresses (a fake in tests). */
  ecpayInvoiceUrl?: string | null;
  /** Seconds an order awaiting online payment holds its designers' time or stock (default 15 min). */
  paymentHoldSeconds?: number;
  /** Bearer token for GET /metrics; null: loopback only in development, none in production (http/metrics.ts). */
  metricsToken?: string | null;
}

/** Defaults of the settings that tests may leave unset (testConfig). */
export const CONFIG_DEFAULTS = {
  smtpFrom: 'no-reply@localhost',
  lineVerifyUrl: 'https://api.line.me/oauth2/v2.1/verify',
  lineMessagingUrl: 'https://api.line.me',
  authRateLimit: { send: 10, check: 30 },
  bookingRateLimit: 120,
  cleanupIntervalSeconds: 3600,
  jobPollMs: 1000,
  paymentHoldSeconds: 900,
} as const;

const DEFAULT_WEB_DIST = resolve(API_ROOT, '../web/dist');

/** Why production refuses the fake LINE verifier (it accepts any LINE user). */
export const FAKE_LINE_IN_PRODUCTION =
  'LINE_VERIFIER=fake is for development and tests; production verifies ID tokens with LINE.';

/** Reads the environment; throws, saying why, when the setup would be unsafe (see unsafeSetup). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const config = configFrom(e, env);
  const problem = unsafeSetup(config, e.ALLOW_DEV_ON_NETWORK === '1');
  if (problem) throw new Error(problem);
  return config;
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Why this setup must not start, or null. Development mode's outbox shows every sign-in code and its
 * fake LINE verifier accepts any LINE user: on an address other machines reach, that is an account
 * takeover, so it runs only on loopback unless ALLOW_DEV_ON_NETWORK=1. Production needs real senders.
 */
function unsafeSetup(config: Config, allowDevOnNetwork: boolean): string | null {
  const senders = senderProblem(config);
  if (senders) return senders;
  if (config.mode === 'production') {
    if (!config.lineChannelId) return 'Production mode needs the LINE Login channel: set LINE_CHANNEL_ID.';
    if (config.lineVerifier === 'fake') return FAKE_LINE_IN_PRODUCTION;
    return null;
  }
  const devHelpers = !config.smsUrl || !config.smtpUrl || config.lineVerifier === 'fake';
  if (!isLoopback(config.host) && devHelpers && !allowDevOnNetwork) {
    return `Development mode shows sign-in codes (dev outbox) and accepts fake LINE tokens, so it listens only on loopback; HOST=${config.host} would let anyone on the network sign in as anyone. Use HOST=127.0.0.1, configure SMS_URL/SMTP_URL and LINE_VERIFIER=line, run with NODE_ENV=production, or set ALLOW_DEV_ON_NETWORK=1 on a network you trust.`;
  }
  return null;
}

/**
 * Why the code senders cannot be made (platform/otp's createOtpSenders), told before anything starts:
 * production sends sign-in codes by SMS (e-mail is an extra channel, never the only one) and names
 * the sender of its e-mails; an SMS address without its key sends nothing in either mode.
 */
export function senderProblem(
  config: Pick<Config, 'mode' | 'smsUrl' | 'smsKey' | 'smtpUrl' | 'smtpFrom'>,
): string | null {
  if (config.smsUrl && !config.smsKey) return 'SMS_URL is set but SMS_KEY is missing: set both to send SMS codes.';
  if (config.mode !== 'production') return null;
  if (!config.smsUrl) return 'Production mode needs an SMS sender for sign-in codes: set SMS_URL and SMS_KEY.';
  if (config.smtpUrl && !config.smtpFrom)
    return 'SMTP_URL is set but SMTP_FROM is missing: set the sender address of code e-mails.';
  return null;
}

function configFrom(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): Config {
  const mode = e.NODE_ENV === 'production' ? 'production' : 'development';
  return {
    mode,
    port: e.PORT,
    host: e.HOST ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    // npm runs workspace scripts in the workspace folder; relative paths are the caller's (INIT_CWD).
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    uploadsDir: resolve(env.INIT_CWD ?? process.cwd(), e.UPLOADS_DIR ?? join(e.DATA_DIR, 'uploads')),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    webDistDir: e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
    loadDemo: e.LOAD_DEMO ? e.LOAD_DEMO === 'true' : mode === 'development',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webVersion: CLIENT_VERSION,
    smtpUrl: e.SMTP_URL || null,
    smtpFrom: e.SMTP_FROM || null,
    smsUrl: e.SMS_URL || null,
    smsKey: e.SMS_KEY || null,
    lineChannelId: e.LINE_CHANNEL_ID || null,
    lineVerifier: e.LINE_VERIFIER ?? (mode === 'production' ? 'line' : 'fake'),
    lineVerifyUrl: e.LINE_VERIFY_URL || CONFIG_DEFAULTS.lineVerifyUrl,
    lineMessagingUrl: e.LINE_MESSAGING_API_URL || CONFIG_DEFAULTS.lineMessagingUrl,
    authRateLimit: {
      send: e.RATE_LIMIT_OTP_SEND ?? CONFIG_DEFAULTS.authRateLimit.send,
      check: e.RATE_LIMIT_OTP_CHECK ?? CONFIG_DEFAULTS.authRateLimit.check,
    },
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : mode !== 'production',
    cleanupIntervalSeconds: e.CLEANUP_INTERVAL_SECONDS ?? CONFIG_DEFAULTS.cleanupIntervalSeconds,
    jobPollMs: e.JOB_POLL_MS ?? CONFIG_DEFAULTS.jobPollMs,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? CONNECTION_DEFAULTS.requestTimeoutMs,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS ?? CONNECTION_DEFAULTS.headersTimeoutMs,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS ?? CONNECTION_DEFAULTS.keepAliveTimeoutMs,
      maxPerIp: e.MAX_CONNECTIONS_PER_IP ?? CONNECTION_DEFAULTS.maxPerIp,
      streamMaxAgeMs: e.STREAM_MAX_AGE_MS ?? CONNECTION_DEFAULTS.streamMaxAgeMs,
    },
    bookingRateLimit: e.RATE_LIMIT_BOOKING_BY_ID ?? CONFIG_DEFAULTS.bookingRateLimit,
    paymentSandbox: e.PAYMENT_SANDBOX ? e.PAYMENT_SANDBOX === 'true' : mode !== 'production',
    paymentHoldSeconds: e.PAYMENT_HOLD_SECONDS ?? CONFIG_DEFAULTS.paymentHoldSeconds,
    linePay:
      e.LINE_PAY_CHANNEL_ID && e.LINE_PAY_CHANNEL_SECRET
        ? {
            channelId: e.LINE_PAY_CHANNEL_ID,
            channelSecret: e.LINE_PAY_CHANNEL_SECRET,
            apiUrl:
              e.LINE_PAY_API_URL ??
              (mode === 'production' ? 'https://api-pay.line.me' : 'https://sandbox-api-pay.line.me'),
          }
        : null,
    publicUrl: e.PUBLIC_URL ?? null,
    ecpayInvoiceUrl: e.ECPAY_INVOICE_URL ?? null,
    metricsToken: e.METRICS_TOKEN || null,
  };
}

/** Config for tests: development mode, no SPA, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    mode: 'development',
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    // One folder for every test process: file names are their contents' hashes.
    uploadsDir: join(tmpdir(), 'salon-test-uploads'),
    databaseUrl: null,
    redisUrl: null,
    webDistDir: null,
    loadDemo: false,
    logLevel: 'silent',
    trustProxy: 0,
    webVersion: CLIENT_VERSION,
    // Tests read and cancel many bookings from one address; a test of the limit lowers it.
    bookingRateLimit: 100_000,
    paymentSandbox: true,
    ...overrides,
  };
}
