/**
 * The production build of the API: ES modules in dist/ (main.js and the chunks it loads when it
 * needs them), run by plain Node (no TypeScript loader). esbuild bundles our own code — src/ and
 * the workspaces @salon/domain and @salon/contract, which export TypeScript source — and the npm
 * packages with it: Node then reads a few files at start instead of resolving and loading ~1,000
 * (a third of the start's CPU). Left outside, loaded from node_modules as usual: the packages that
 * read files beside their own code (PGlite's WebAssembly, the API docs' pages) and optional
 * requires of packages we do not install. What the process needs only later (PGlite, Redis,
 * nodemailer, the docs) is imported dynamically and so lands in its own chunk, read when asked.
 * dist/ sits one level below apps/api like src/ does, so paths.ts finds the migrations, the demo
 * store and the web build.
 *
 *   npm run build -w @salon/api    (or npm run build at the root: the web app, then this)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { API_ROOT } from '#api/paths';

const OUTSIDE = [
  // Read files beside their modules: PGlite its WebAssembly and data, the docs their pages.
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  // Optional requires (inside try/catch) of packages not installed.
  'pg-native',
  'pino-pretty',
];

/** CommonJS packages bundled into ES modules call require(): each file gets Node's own. */
const REQUIRE =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const outdir = join(API_ROOT, 'dist');
const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(API_ROOT, 'src/main.ts')],
  outdir,
  entryNames: '[name]',
  // Beside main.js: paths.ts finds apps/api one level up from whichever file it lands in.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Maps point at the sources in the checkout (a deployment has them) instead of carrying them.
  sourcemap: true,
  sourcesContent: false,
  external: OUTSIDE,
  banner: { js: REQUIRE },
  logLevel: 'warning',
});
console.log(`API built: ${join(outdir, 'main.js')} (${Date.now() - started} ms)`);
