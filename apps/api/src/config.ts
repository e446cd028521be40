import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOAD_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.string().default('info'),
  PUBLIC_URL: z.string().optional(),
});

export interface Config {
  mode: 'development' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Built SPA to serve; null serves the API only. */
  webDistDir: string | null;
  /** Load the demo store on an empty database. */
  loadDemo: boolean;
  logLevel: string;
  /** Version of the web app; sent as x-web-version so outdated clients reload. */
  webVersion: string;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const WEB_VERSION = '1.21.0';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const mode = e.NODE_ENV === 'production' ? 'production' : 'development';
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts in the workspace folder; relative paths are the caller's (INIT_CWD).
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    webDistDir: e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
    loadDemo: e.LOAD_DEMO ? e.LOAD_DEMO === 'true' : mode === 'development',
    logLevel: e.LOG_LEVEL,
    webVersion: WEB_VERSION,
  };
}

/** Config for tests: development mode, no SPA, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    mode: 'development',
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: null,
    redisUrl: null,
    webDistDir: null,
    loadDemo: false,
    logLevel: 'silent',
    webVersion: WEB_VERSION,
    ...overrides,
  };
}
