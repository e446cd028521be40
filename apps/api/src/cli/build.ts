/**
 * The production build of the API: one ES module, dist/main.js, run by plain Node (no TypeScript
 * loader). esbuild bundles our own code — src/ and the workspaces @salon/domain and @salon/contract,
 * which export TypeScript source — and leaves every npm package outside, loaded from node_modules
 * as usual (PGlite finds its WebAssembly files beside its own modules). dist/ sits one level below
 * apps/api like src/ does, so paths.ts finds the migrations, the demo store and the web build.
 *
 *   npm run build -w @salon/api    (or npm run build at the root: the web app, then this)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { API_ROOT } from '#api/paths';

/** Bare imports are npm packages, left to Node; our workspaces (@salon/*) and `#api/...` are bundled. */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@salon/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

const outdir = join(API_ROOT, 'dist');
const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(API_ROOT, 'src/main.ts')],
  outfile: join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesOutside],
  logLevel: 'warning',
});
console.log(`API built: ${join(outdir, 'main.js')} (${Date.now() - started} ms)`);
