import { describe, expect, it } from 'vitest';
import { buildEnvironment, currentHash, isWebInput, sourceHash, webBuildDecision } from './web-build.mjs';

/** Issue 42.4: `npm start` rebuilds the web app only when what the build reads has changed. */
const file = (path: string, text: string) => ({ path, content: Buffer.from(text) });
const SOURCES = [file('apps/web/src/main.tsx', 'render()'), file('packages/domain/src/index.ts', 'export {}')];

describe('the web build skipped on an unchanged checkout', () => {
  it('reads the sources, the workspaces and configuration; not what the build writes, tests or journeys', () => {
    for (const path of [
      'apps/web/src/main.tsx',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public/logo.svg',
    ]) {
      expect(isWebInput(path), path).toBe(true);
    }
    for (const path of [
      'apps/web/dist/index.html',
      'apps/web/node_modules/x/index.js',
      'apps/web/e2e/store.e2e.ts',
      'apps/web/src/lib/api.test.ts',
      'apps/web/src/.DS_Store',
      'apps/web/e2e/.tmp/dist-1/index.html',
      'packages/domain/src/README.md',
    ]) {
      expect(isWebInput(path), path).toBe(false);
    }
  });

  it('hashes paths and contents in path order, and the VITE_ environment', () => {
    const env = buildEnvironment({ VITE_API_BASE: '/api', HOME: '/root', NODE_ENV: 'production' });
    expect(env).toEqual(['NODE_ENV=production', 'VITE_API_BASE=/api']);
    const hash = sourceHash(SOURCES, env);
    expect(sourceHash([...SOURCES].reverse(), env)).toBe(hash);
    expect(sourceHash([SOURCES[0]!, file('packages/domain/src/index.ts', 'export {};')], env)).not.toBe(hash);
    expect(sourceHash([SOURCES[0]!, file('packages/domain/src/other.ts', 'export {}')], env)).not.toBe(hash);
    expect(sourceHash(SOURCES, ['VITE_API_BASE=/other'])).not.toBe(hash);
  });

  it('skips the build when the sources are those of the build, and builds otherwise', () => {
    expect(webBuildDecision({ current: 'a', stored: 'a', built: true }).build).toBe(false);
    expect(webBuildDecision({ current: 'a', stored: 'b', built: true }).build).toBe(true);
    expect(webBuildDecision({ current: 'a', stored: null, built: true }).build).toBe(true);
    expect(webBuildDecision({ current: 'a', stored: 'a', built: false }).build).toBe(true);
  });

  it("names this checkout's sources the same way twice (nothing changing in between)", () => {
    expect(currentHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(currentHash()).toBe(currentHash());
  });
});
