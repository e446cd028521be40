import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { type Clock, fixedClock } from '../src/platform/clock';
import { type DbKind, openTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

/** 2026-11-24 10:00 Asia/Taipei, a Tuesday: the default "now" of API tests. */
export const TEST_NOW = Date.UTC(2026, 10, 24, 2, 0, 0) / 1000;

/** The real app on a fresh database of its own, with a clock the test controls. */
export async function createTestApp(
  kind: DbKind,
  opts: { config?: Partial<Config>; clock?: Clock; now?: number } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const clock = fixedClock(opts.now ?? TEST_NOW);
  const app = await buildApp({ config: testConfig(opts.config), database, clock: opts.clock ?? clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
