import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { API_ROOT } from '../src/paths';

/** The production bundle (npm run build -w @salon/api). */
const BUILT_MAIN = join(API_ROOT, 'dist', 'main.js');

/** Builds the API (not the web app: the browser tests serve apps/web/dist meanwhile). */
export function buildApi(): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src/cli/build.ts')], {
    cwd: API_ROOT,
    stdio: 'pipe',
  });
}

export interface ChildServer {
  url: string;
  /** From spawning the process to the first 200 of /api/health/ready. */
  readyMs: number;
  output(): string;
  /** SIGTERM, then waits for the process to exit (SIGKILL when it has not within 10 s). */
  stop(): Promise<void>;
}

/**
 * Starts the built API as its own process (plain `node dist/main.js`) on a free port with only the
 * environment it is given (plus PATH), and waits until /api/health/ready answers 200.
 */
export async function startBuiltServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ChildServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: join(API_ROOT, '../..'),
    env: { PATH: process.env.PATH ?? '', PORT: '0', WEB_DIST_DIR: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const stop = () => stopChild(child);
  try {
    const url = await waitFor(
      () => /Open (http:\/\/[^/\s]+)/.exec(out)?.[1],
      child,
      timeoutMs,
      () => out,
    );
    await waitFor(
      async () =>
        (await fetch(`${url}/api/health/ready`).then(
          (r) => r.status === 200,
          () => false,
        )) || undefined,
      child,
      timeoutMs,
      () => out,
    );
    return { url, readyMs: performance.now() - started, output: () => out, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${output()}`);
}

async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  // A server that does not finish its graceful stop must not outlive the test run.
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(kill);
  }
}
