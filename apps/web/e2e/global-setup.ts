import type { TestProject } from 'vitest/node';
import { buildWeb, startAppServer } from './serve';

/** Builds the SPA, then serves it with the real API on an in-memory PGlite with the demo store. */
export default async function setup(project: TestProject) {
  buildWeb();
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
