import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '#api/paths';
import { databaseKinds, newPostgresTestDatabase } from '#test/db';

/**
 * Upgrades without downtime (docs/decisions/operations.md): two API processes on one PostgreSQL
 * behind a balancer; under load, one is stopped (SIGTERM), a replacement starts and joins, then the
 * other is stopped. No request may fail. The balancer is a tiny one in this file: round robin over
 * the live backends, and — like nginx's proxy_next_upstream on error — a request goes to ANOTHER
 * backend only when its connection was refused or reset before any byte of an answer came back.
 * Traffic goes to 127.0.0.1 only, bounded in time (and so in count).
 */

interface Backend {
  name: string;
  port: number;
  child: ChildProcess;
  /** Refused a connection: out of the rotation. */
  down: boolean;
  served: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];

/** `node --import tsx src/main.ts` on a free loopback port; resolves once /api/health/ready answers 200. */
async function startApi(name: string, env: Record<string, string>): Promise<Backend> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const deadline = performance.now() + 45_000;
  let port: number | undefined;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${out}`);
    port ??= Number(/Open http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]) || undefined;
    if (port) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return { name, port, child, down: false, served: 0, exit };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} not ready within 45 s:\n${out}`);
}

type Attempt =
  | { kind: 'answered'; status: number; body: string }
  /** Refused or reset before any byte of an answer: safe to send elsewhere. */
  | { kind: 'unsent'; code: string }
  | { kind: 'broken'; error: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function attempt(port: number, method: 'GET' | 'POST', path: string, body?: string): Promise<Attempt> {
  return new Promise((resolve) => {
    let answerBytes = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, body: text }));
        res.on('error', (error) => resolve({ kind: 'broken', error: String(error) }));
        res.on('aborted', () => resolve({ kind: 'broken', error: 'answer aborted' }));
      },
    );
    req.on('socket', (socket) => {
      const sawBytes = () => {
        answerBytes = true;
      };
      socket.on('data', sawBytes);
      req.once('close', () => socket.off('data', sawBytes));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const beforeAnswer = !answerBytes && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '');
      resolve(beforeAnswer ? { kind: 'unsent', code: error.code! } : { kind: 'broken', error: String(error) });
    });
    req.end(body);
  });
}

describe.runIf(databaseKinds().includes('postgres'))('rolling restart of two API processes under load', () => {
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    agent.destroy();
  });

  it('drops no request while each process is stopped (SIGTERM) and replaced', async () => {
    const started = performance.now();
    const DATABASE_URL = await newPostgresTestDatabase();
    const backends = await Promise.all([
      startApi('a', { DATABASE_URL, LOAD_DEMO: 'true' }),
      startApi('b', { DATABASE_URL, LOAD_DEMO: 'false' }),
    ]);
    const [a, b] = backends as [Backend, Backend];

    let next = 0;
    let retried = 0;
    const failures: string[] = [];
    /** The balancer: the next backend still in rotation; elsewhere only when nothing was answered. */
    const send = async (method: 'GET' | 'POST', path: string, body?: string): Promise<void> => {
      for (let tries = 0; tries < 6; tries++) {
        const live = backends.filter((x) => !x.down);
        const backend = live[next++ % live.length];
        if (!backend) break;
        const result = await attempt(backend.port, method, path, body);
        if (result.kind === 'answered') {
          if (result.status >= 200 && result.status < 300) backend.served++;
          else failures.push(`${method} ${path} → ${result.status} from ${backend.name}: ${result.body.slice(0, 200)}`);
          return;
        }
        if (result.kind === 'broken') {
          failures.push(`${method} ${path} broken after the answer began (${backend.name}): ${result.error}`);
          return;
        }
        retried++;
        if (result.code === 'ECONNREFUSED') backend.down = true;
      }
      failures.push(`${method} ${path}: no backend answered`);
    };

    const now = Math.floor(Date.now() / 1000);
    const duration = JSON.stringify({
      startTime: now,
      endTime: now + 7 * 86_400,
      events: [{ productId: 'cut-wash', userId: null }],
      customerCount: 1,
    });
    let loading = true;
    const loadEnds = performance.now() + 60_000; // a hard bound, whatever happens below
    const loops = Array.from({ length: 8 }, async (_, i) => {
      for (let n = i; loading && performance.now() < loadEnds; n++) {
        if (n % 2 === 0) await send('GET', '/api/bookings/store?code=demo');
        else await send('POST', '/api/bookings/duration?code=demo', duration);
      }
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const stop = async (backend: Backend) => {
      const sent = performance.now();
      backend.child.kill('SIGTERM');
      const result = await backend.exit;
      return { ...result, ms: Math.round(performance.now() - sent) };
    };

    try {
      await pause(1500);
      const [aStopped, c] = await Promise.all([stop(a), startApi('c', { DATABASE_URL, LOAD_DEMO: 'false' })]);
      backends.push(c);
      await pause(1500);
      const bStopped = await stop(b);
      await pause(1500);
      loading = false;
      await Promise.all(loops);
      const cStopped = await stop(c);

      const served = backends.reduce((sum, x) => sum + x.served, 0);
      console.log(
        `rolling restart: ${served} requests served (a ${a.served}, b ${b.served}, c ${c.served}), ` +
          `${failures.length} failed, ${retried} sent again after a refused or reset connection; ` +
          `SIGTERM → exit: a ${aStopped.code} in ${aStopped.ms} ms, b ${bStopped.code} in ${bStopped.ms} ms, ` +
          `c ${cStopped.code} in ${cStopped.ms} ms; test ${Math.round((performance.now() - started) / 1000)} s`,
      );
      expect(failures).toEqual([]);
      expect(a.served).toBeGreaterThan(0);
      expect(b.served).toBeGreaterThan(0);
      expect(c.served).toBeGreaterThan(0);
      for (const stopped of [aStopped, bStopped, cStopped]) {
        expect(stopped).toMatchObject({ code: 0, signal: null });
        expect(stopped.ms).toBeLessThan(5000);
      }
    } finally {
      loading = false;
      await Promise.all(loops);
    }
  }, 90_000);
});
