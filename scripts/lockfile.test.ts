import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly package-lock.json and refuses a lock that does not list every optional
 * platform package (a Mac or Windows developer needs theirs), and `engines` promises Node 20.
 */
interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  engines?: Record<string, string> | string[];
  link?: boolean;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

/** Where npm's resolution finds `name` when required from the package at `from`. */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** The smallest major version of Node a simple `>=N` (or `^N || >=M`) range admits. */
function lowestNodeMajor(range: string): number {
  const majors = [...range.matchAll(/(?:>=|\^|~)?\s*v?(\d+)/g)].map((m) => Number(m[1]));
  return Math.min(...majors);
}

describe('package-lock.json', () => {
  it('lists every optional platform package, so `npm ci` accepts it on any platform', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolve(path, name)) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds no package that needs a newer Node than package.json promises', () => {
    const promised = lowestNodeMajor(root.engines.node);
    const tooNew: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const node = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (path && node && lowestNodeMajor(node) > promised) tooNew.push(`${path}@${entry.version} (${node})`);
    }
    expect(tooNew).toEqual([]);
  });
});
