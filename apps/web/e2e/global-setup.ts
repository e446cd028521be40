import type { TestProject } from 'vitest/node';
import { buildWeb, removeWebBuild, startAppServer } from './serve';

/**
 * The journeys' two projects (vitest.config.ts) share one build of the SPA, and each gets a server
 * of its own: the real API on an in-memory PGlite with the demo store. Both setups run in vitest's
 * own process, each loading this module anew: what they share is kept on globalThis.
 */
const run = globalThis as { salonJourneyServers?: number };

export default async function setup(project: TestProject) {
  if (run.salonJourneyServers === undefined) {
    buildWeb();
    run.salonJourneyServers = 0;
  }
  run.salonJourneyServers += 1;
  const server = await startAppServer({ keepBuild: true });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    run.salonJourneyServers = (run.salonJourneyServers ?? 1) - 1;
    if (run.salonJourneyServers === 0) removeWebBuild();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
