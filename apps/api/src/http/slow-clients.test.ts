import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#api/config';
import { type RunningServer, startServer } from '#api/server';
import { openTestDatabase } from '#test/db';

const SLOW = 200;
const REQUEST_TIMEOUT_MS = 2000;
/** Node checks its timeouts every ~second; a loaded test machine adds more. */
const SLACK_MS = 2500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/health/live from another loopback address (127.0.0.0/8 is all loopback on Linux). */
function live(port: number, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/health/live', localAddress, agent: false, timeout: 3000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 3 s')));
    req.on('error', reject);
    req.end();
  });
}

interface Trickler {
  socket: net.Socket;
  openedAt: number;
  closedAt: number | null;
}

/** A socket from 127.0.0.1 that sends the headers of a POST, then (by the caller) its body a byte at a time. */
function trickler(port: number): Promise<Trickler> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
    const t: Trickler = { socket, openedAt: Date.now(), closedAt: null };
    socket.on('error', () => {});
    socket.on('close', () => {
      t.closedAt = Date.now();
    });
    socket.once('connect', () => {
      socket.write(
        'POST /api/auth/sendValidateCode?code=demo HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      resolve(t);
    });
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    server = await startServer(
      testConfig({
        connections: {
          requestTimeoutMs: REQUEST_TIMEOUT_MS,
          headersTimeoutMs: 1000,
          keepAliveTimeoutMs: 1000,
          maxPerIp: SLOW,
        },
      }),
      { database },
    );
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  it(`${SLOW} trickling connections: others still answered, tricklers closed by the request timeout, extra ones refused`, async () => {
    const slow: Trickler[] = [];
    for (let i = 0; i < SLOW; i++) slow.push(await trickler(port));
    // A byte every 100 ms keeps every socket busy (the idle timeout never fires): only the request timeout ends them.
    const drip = setInterval(() => {
      for (const t of slow) if (t.closedAt === null) t.socket.write(' ');
    }, 100);
    try {
      await sleep(200);

      // (a) a normal client still gets answers quickly.
      const normal = await live(port, '127.0.0.2');
      expect(normal.status).toBe(200);
      expect(normal.ms).toBeLessThan(1500);

      // (c) over the cap of the address, a new connection is closed at once.
      const extra = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
      extra.on('error', () => {});
      const extraStart = Date.now();
      await new Promise((resolve) => extra.once('close', resolve));
      expect(Date.now() - extraStart).toBeLessThan(500);
      expect(slow.every((t) => t.closedAt === null)).toBe(true);

      // (b) every trickler is closed by the server within the request timeout (+ slack).
      const deadline = Date.now() + REQUEST_TIMEOUT_MS + SLACK_MS;
      while (slow.some((t) => t.closedAt === null) && Date.now() < deadline) await sleep(100);
      const open = slow.filter((t) => t.closedAt === null).length;
      expect(open).toBe(0);
      const longest = Math.max(...slow.map((t) => t.closedAt! - t.openedAt));
      expect(longest).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS + 1000);
      console.info(`slow clients: ${SLOW} tricklers closed after at most ${longest} ms; normal client ${normal.ms} ms`);

      // Their slots are free again: the address connects and is answered.
      expect((await live(port, '127.0.0.1')).status).toBe(200);
    } finally {
      clearInterval(drip);
      for (const t of slow) t.socket.destroy();
    }
  }, 15_000);

  it('a client that never finishes its headers is closed by the headers timeout', async () => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.3' });
    socket.on('error', () => {});
    const started = Date.now();
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => socket.write('X-A: b\r\n'), 100);
    try {
      await new Promise((resolve) => socket.once('close', resolve));
    } finally {
      clearInterval(drip);
    }
    expect(Date.now() - started).toBeLessThan(1000 + SLACK_MS);
  }, 10_000);
});
