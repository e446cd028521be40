import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)\//;
const LIFF = /node_modules\/@line\/liff\//;

/**
 * Small modules the store page shares with other screens, each of which Rollup would give a chunk
 * of under 1 KB: one chunk for them, because on issue 26's link every file costs its headers too.
 */
const SMALL_SHARED =
  /\/src\/components\/Badge\.tsx$|\/packages\/domain\/src\/(format\/wall-clock|vocabulary\/index)\.ts$/;

/**
 * Modules whose import alone does nothing: the entry uses a few constants of @salon/domain, and
 * without this hint all of it (and Luxon with it) would stay in the entry. @salon/contract is zod
 * schemas plus plain tables; the web app uses only the tables and types.
 */
const PURE_MODULES = /\/packages\/(contract|domain)\/|\/node_modules\/luxon\//;
const moduleSideEffects = (id: string) => !PURE_MODULES.test(id);

/** Files worth compressing; smaller ones are sent as they are (the server's threshold is 1 KiB too). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);

/**
 * The lines of an endpoint entry that only the API and its OpenAPI document read: its summary (one
 * line), its tag and error area, and its error lists (string codes, perhaps over several lines, or
 * one constant). The web's client reads the method, path, store, actors and the rest.
 */
const SERVER_ONLY_LINES = [
  /^[ \t]*summary: '(?:[^'\\\n]|\\.)*',\n/gm,
  /^[ \t]*(?:tag|errorArea): '[^'\n]*',\n/gm,
  /^[ \t]*(?:errors|stateConflicts): (?:\[[^\]]*\]|[A-Z_]+),\n/gm,
];

/**
 * The endpoint table's prose and error lists are the API's; the web needs the table's paths and
 * methods. Left in, every phone would load them with the entry: ~3.5 KB over the wire.
 */
function stripServerOnlyEndpointLines(): Plugin {
  return {
    name: 'salon:strip-server-only-endpoint-lines',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/contract\/src\/endpoints\/[^/]+\.ts$/.test(id)) return null;
      return { code: SERVER_ONLY_LINES.reduce((text, line) => text.replace(line, ''), code), map: null };
    },
  };
}
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) twin of every text file of the build, once at
 * build time, so the server sends them without compressing per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'salon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// `vite build --ssr src/entry-server.tsx --outDir dist/.ssr` (package.json `build`) builds the server's render
// of the customer's entry pages (API: http/ssr.ts): no chunks, no compression, dependencies left to Node.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [stripServerOnlyEndpointLines(), react()],
        publicDir: false,
        build: { target: 'node20', emptyOutDir: true, rollupOptions: { treeshake: { moduleSideEffects } } },
      }
    : {
        plugins: [stripServerOnlyEndpointLines(), react(), tailwindcss(), precompress()],
        server: {
          port: 5173,
          proxy: { '/api': 'http://127.0.0.1:3000' },
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
          // Terser's two passes: 4–5 KB (br) less than esbuild's minifier on the store page's scripts
          // (issue 26's budget), for a few more seconds of build.
          minify: 'terser',
          terserOptions: { module: true, compress: { passes: 2 } },
          // Every browser the app supports preloads modules itself except Safari before 17, which
          // then loads the page's chunks after the entry instead of beside it: not worth 1 KB for all.
          modulePreload: { polyfill: false },
          // .vite/manifest.json: the API reads which chunks the store page needs and preloads them (http/spa.ts).
          manifest: true,
          rollupOptions: {
            output: {
              // The framework changes far less often than our code: its own chunk stays cached across deploys.
              manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : SMALL_SHARED.test(id) ? 'shared' : undefined),
              // The LIFF SDK loads only inside LINE: its chunk keeps a name that says so.
              chunkFileNames: (chunk) =>
                chunk.facadeModuleId && LIFF.test(chunk.facadeModuleId)
                  ? 'assets/liff-[hash].js'
                  : 'assets/[name]-[hash].js',
            },
            treeshake: { moduleSideEffects },
          },
        },
      },
);
