import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const JOURNEYS = 'apps/web/e2e';
/**
 * Journeys that move the server's clock (useServerClock). The clock is the server's, shared by every
 * journey, so they run one file at a time (one fork) after all the others: beside another journey,
 * a clock moved a day ahead lapses that journey's 15-minute payment hold. (A project's
 * `fileParallelism: false` does not hold back vitest's shared pool of two workers.)
 */
const CLOCK_JOURNEYS = readdirSync(JOURNEYS)
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => `${JOURNEYS}/${file}`)
  .filter((path) => readFileSync(path, 'utf8').includes('useServerClock('));

/**
 * Both journey projects: one server for both (global-setup.ts). A journey's `expect.poll` waits up to
 * 10 s for what a page shows (vitest's default, 1 s, failed a deactivation's confirmation on a host
 * running the suite 2.4× slower than usual; a poll that never comes true still fails).
 */
const JOURNEY_OPTIONS = {
  globalSetup: [`${JOURNEYS}/global-setup.ts`],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
};

/**
 * One `vitest run` runs everything: pure unit tests (domain, contract, web rules), API integration
 * tests on a real database (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), and
 * browser journeys in Chromium against the real server.
 */
export default defineConfig({
  test: {
    // The API and browser tests mostly wait on a database or a page: two workers even on a
    // two-core machine (vitest's default there is one).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: [`${JOURNEYS}/**/*.e2e.ts`],
          exclude: [...configDefaults.exclude, ...CLOCK_JOURNEYS],
          ...JOURNEY_OPTIONS,
        },
      },
      {
        test: {
          name: 'e2e-clock',
          include: CLOCK_JOURNEYS,
          ...JOURNEY_OPTIONS,
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
