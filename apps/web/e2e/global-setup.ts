import type { TestProject } from 'vitest/node';
import { type AppServer, buildWeb, startAppServer } from './serve';

/**
 * The journeys' two projects (vitest.config.ts) share one build of the SPA and one server: the real
 * API on an in-memory PGlite with the demo store. Both setups run in vitest's own process, each
 * loading this module anew, so what they share is kept on globalThis; the server closes with the
 * last of them. (The clock's journeys run after the others, never beside them.)
 */
const run = globalThis as { salonJourneys?: { server: Promise<AppServer>; users: number } };

export default async function setup(project: TestProject) {
  run.salonJourneys ??= {
    server: Promise.resolve().then(() => {
      buildWeb();
      return startAppServer();
    }),
    users: 0,
  };
  const shared = run.salonJourneys;
  shared.users += 1;
  const server = await shared.server;
  project.provide('baseUrl', server.url);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      run.salonJourneys = undefined;
      await server.close();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
