// Runs in `npm start`: builds the web app only when its sources changed since its last build. The
// build's inputs (the web app's sources, the two workspaces it imports, the lockfile and the shared
// configuration, the VITE_ variables) are hashed; the hash is kept beside the build
// (apps/web/dist/.source-hash), written once a build has finished. No build, or another hash: build.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'apps/web/dist');
export const HASH_FILE = '.source-hash';
/** What the server needs of a build: the page and its server render. */
const BUILT = ['index.html', '.ssr/entry-server.js'];

/** The folders the web build reads, and the single files. */
const INPUT_DIRS = ['apps/web', 'packages/domain', 'packages/contract'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Never read by `vite build`: what it writes, tests, journeys, benches, notes. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'bench', 'coverage']);
const SKIPPED_FILE = /\.test\.tsx?$|\.md$/;

/** Whether a path (relative to the repository, with /) is an input of the web build. */
export function isWebInput(path) {
  const parts = path.split('/');
  const file = parts.at(-1) ?? '';
  if (parts.slice(0, -1).some((dir) => SKIPPED_DIRS.has(dir) || dir.startsWith('.'))) return false;
  return !SKIPPED_FILE.test(file) && !file.startsWith('.');
}

/** The build's environment that changes what it writes: VITE_* variables and NODE_ENV. */
export function buildEnvironment(env) {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
    .map((name) => `${name}=${env[name]}`);
}

/** One hash of the inputs: each file's path and content (in path order) and the environment. */
export function sourceHash(files, environment) {
  const hash = createHash('sha256');
  for (const { path, content } of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    hash.update(`${path}\0${content.length}\0`);
    hash.update(content);
  }
  hash.update(environment.join('\0'));
  return hash.digest('hex');
}

/** Build or not: a build is missing, has no hash, or was made from other sources. */
export function webBuildDecision({ current, stored, built }) {
  if (!built) return { build: true, reason: 'no web build yet' };
  if (stored === null) return { build: true, reason: 'the web build does not say what it was built from' };
  if (stored !== current) return { build: true, reason: 'the web sources changed since the last build' };
  return { build: false, reason: 'the web sources are unchanged since the last build' };
}

/** The inputs under a folder (relative to the repository), never entering a skipped folder. */
function filesUnder(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : filesUnder(path);
    return entry.isFile() && isWebInput(path) ? [path] : [];
  });
}

/** The hash of the web build's inputs as they are now in this checkout. */
export function currentHash() {
  const paths = [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES];
  const files = paths.map((path) => ({ path, content: readFileSync(join(ROOT, path)) }));
  return sourceHash(files, buildEnvironment(process.env));
}

function main() {
  const started = Date.now();
  const current = currentHash();
  const hashFile = join(DIST, HASH_FILE);
  const decision = webBuildDecision({
    current,
    stored: existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null,
    built: BUILT.every((file) => existsSync(join(DIST, file))),
  });
  if (!decision.build) {
    console.log(`Web app: ${decision.reason}, not rebuilt (${Date.now() - started} ms).`);
    return;
  }
  console.log(`Web app: ${decision.reason}; building…`);
  execSync('npm run build -w @salon/web', { cwd: ROOT, stdio: 'inherit' });
  writeFileSync(hashFile, `${current}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
