import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs)$/;
/** Tests and the helpers only tests use are not held to the limit. */
const TEST = /(\.test\.ts|\.e2e\.ts|\.d\.ts|test-support\.ts|test-kit\.ts|test-fixtures\.ts)$/;
const SKIP = new Set(['node_modules', 'dist', 'drizzle', 'data', '.test-tmp', 'e2e', 'test']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) || name.startsWith('.') ? [] : sources(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each (tests excepted): split a longer one by what its parts do`, () => {
    const roots = ['apps/api', 'apps/web', 'packages/domain', 'packages/contract', 'scripts', 'bench'];
    const files = roots.flatMap((r) => sources(join(ROOT, r)));
    expect(files.length).toBeGreaterThan(200);
    const long = files
      .map((f) => ({ file: relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
