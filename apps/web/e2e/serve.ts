import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../../api/src/config';
import { startServer } from '../../api/src/server';

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Each run builds into a folder of its own, so a run never serves another run's half-written build. */
export const DIST_DIR = join(WEB_DIR, 'e2e', '.tmp', `dist-${process.pid}`);

/** A production build (the SPA and its server entry), whatever NODE_ENV the caller runs under (vitest sets 'test', which Vite would honour). */
export function buildWeb() {
  const options = { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } } as const;
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(DIST_DIR)} --emptyOutDir`, options);
  // The server's render of the entry pages (package.json `build`), read by the API from <dist>/.ssr.
  const ssrDir = JSON.stringify(join(DIST_DIR, '.ssr'));
  execSync(`npx vite build --logLevel warn --ssr src/entry-server.tsx --outDir ${ssrDir} --emptyOutDir`, options);
}

export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The real server, as `npm start` runs it (but in test mode): the API on an in-memory PGlite with the
 * demo store, serving the built SPA.
 */
export async function startAppServer(): Promise<AppServer> {
  // Every journey comes from one loopback address: the per-IP limits would otherwise cap how many
  // sign-ins the whole suite may do. The per-phone limits still apply (each test uses a fresh phone).
  const authRateLimit = { send: 1000, check: 1000 };
  // Test mode: development plus the test routes (a settable clock, a second store) of modules/testing.
  // The job queue polls as in development, so messages reach the outbox (issue 25).
  const config = testConfig({
    mode: 'test',
    webDistDir: DIST_DIR,
    loadDemo: true,
    port: 0,
    authRateLimit,
    jobPollMs: 500,
  });
  const server = await startServer(config);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(DIST_DIR, { recursive: true, force: true });
    },
  };
}
