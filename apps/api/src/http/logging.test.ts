import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';

describeEachDatabase('request logs', (kind) => {
  let database: Database;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedStore(database.db);
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => lines.push(String(chunk)));
    app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('name the route, never the booking id (the capability) nor the query (phones, codes)', async () => {
    const bookingId = 'Zx3kQ9vT2mLp8RwYc4NbHa';
    await app.inject({ method: 'GET', url: `/api/bookings/${bookingId}?code=demo` });
    await app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B886912345678' });
    const log = lines.join('');
    expect(log).toContain('/api/bookings/:bookingId');
    expect(log).not.toContain(bookingId);
    expect(log).not.toContain('912345678');
  });
});
