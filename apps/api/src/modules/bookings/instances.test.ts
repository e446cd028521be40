import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#api/config';
import { type Database, openPostgres } from '#api/db/client';
import { bookingEvents, bookings } from '#api/db/schema/index';
import { fixedClock } from '#api/platform/clock';
import { type RunningServer, startServer } from '#api/server';
import { TEST_NOW } from '#test/app';
import { databaseKinds, newPostgresTestDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, type Json, THU, WED } from './test-support';

const RACERS = 40;

/**
 * Two API servers (each with its own connection pool, as two processes would have) on one
 * PostgreSQL database, with requests raced across them over real HTTP. The per-phone code limits
 * across instances are in auth/instances.test.ts (which gives each instance its own pool too).
 */
for (const kind of databaseKinds().filter((k) => k === 'postgres')) {
  describe(`two API servers on one database [${kind}]`, () => {
    let servers: RunningServer[] = [];
    let seedDb: Database;
    let storeId: string;

    beforeAll(async () => {
      const url = await newPostgresTestDatabase();
      seedDb = openPostgres(url, 4);
      storeId = (await seedStore(seedDb.db)).storeId;
      const clock = fixedClock(TEST_NOW);
      // The race opens many sockets from 127.0.0.1: the per-IP connection cap is not the subject here.
      const config = testConfig({ connections: { maxPerIp: 0 } });
      servers = await Promise.all([0, 1].map(() => startServer(config, { database: openPostgres(url, 10), clock })));
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await seedDb?.close();
    });

    const post = async (i: number, path: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(`${servers[i % 2]!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { code: res.status, body: (await res.json()) as Json };
    };

    it(`${RACERS} bookings of one designer and start, split across both servers: exactly one succeeds`, async () => {
      const racers = await Promise.all(
        Array.from({ length: RACERS }, () => signedInCustomer(seedDb.db, storeId, TEST_NOW)),
      );
      const body = bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(16));
      const results = await Promise.all(racers.map((r, i) => post(i, '/api/bookings?code=demo', body, r.headers)));
      const won = results.filter((r) => r.code === 200);
      expect(won).toHaveLength(1);
      for (const r of results.filter((r) => r.code !== 200)) {
        expect(r.code).toBe(409);
        expect(['INVALID_OPERATIONS', 'NO_PROVIDERS']).toContain(r.body.status);
      }
      const held = await seedDb.db
        .select()
        .from(bookingEvents)
        .where(
          and(
            eq(bookingEvents.storeId, storeId),
            eq(bookingEvents.active, true),
            eq(bookingEvents.providerId, 'amber'),
            eq(bookingEvents.startTime, new Date(WED(16) * 1000)),
          ),
        );
      expect(held).toHaveLength(1);
      expect(held[0]!.bookingId).toBe(won[0]!.body.data.bookingId);
    });

    it('one idempotency key sent to both servers at once: one booking; the other gets it or DUPLICATED_KEY', async () => {
      const outcomes: string[] = [];
      for (const [round, hour] of [12, 13, 15, 16, 17].entries()) {
        const customer = await signedInCustomer(seedDb.db, storeId, TEST_NOW);
        const key = `twin-${round}`;
        const body = bookingBody([{ productId: 'cut-wash', userId: 'leo' }], THU(hour));
        const headers = { ...customer.headers, 'idempotency-key': key };
        const [a, b] = await Promise.all([0, 1].map((i) => post(i, '/api/bookings?code=demo', body, headers)));
        const ok = [a!, b!].filter((r) => r.code === 200);
        outcomes.push([a!, b!].map((r) => (r.code === 200 ? 'same booking' : r.body.status)).join(' + '));
        expect(ok.length).toBeGreaterThanOrEqual(1);
        for (const r of ok) expect(r.body.data.bookingId).toBe(ok[0]!.body.data.bookingId);
        for (const r of [a!, b!].filter((r) => r.code !== 200)) {
          expect(r.code).toBe(409);
          expect(r.body.status).toBe('DUPLICATED_KEY');
        }
        const rows = await seedDb.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.customerId, customer.customer.id), eq(bookings.idempotencyKey, key)));
        expect(rows).toHaveLength(1);
      }
      console.info(`idempotency across servers: ${outcomes.join('; ')}`);
    });
  });
}
