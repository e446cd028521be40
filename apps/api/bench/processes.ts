/**
 * The real server (`src/main.ts`, production mode) as a child process on the bench's PostgreSQL,
 * for the store page's figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './database';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** One API process on `databaseUrl`, serving `webDistDir` when given; resolves once it listens. */
export async function startApiProcess(databaseUrl: string, webDistDir: string | null): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(TSX, ['src/main.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOAD_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CLEANUP_INTERVAL_SECONDS: '0',
      MAX_CONNECTIONS_PER_IP: '0',
      // Production refuses to start without senders; nothing is sent in the bench.
      SMS_URL: 'http://127.0.0.1:9/sms',
      SMS_KEY: 'bench',
      LINE_CHANNEL_ID: 'bench',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start: ${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
