import { defineConfig } from 'vitest/config';

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
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
