import { fileURLToPath } from 'node:url';

/**
 * The API's folder (apps/api). This file sits one level below it (src/paths.ts), and so does the
 * production bundle (dist/main.js, built by cli/build.ts), so the same URL finds it from both.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
