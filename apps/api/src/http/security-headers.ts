import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: our options hold no per-request part (no
 * nonce, no function directive), so every answer carries the same set. @fastify/helmet built
 * helmet's middleware again for each request (parsing the CSP directives every time: ~4 % of a
 * duration request's CPU in the profile, docs/decisions/performance.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The build's hashed files (scripts, stylesheets, images of the web app). */
const ASSET_PATH = /^\/assets\//;

/**
 * What a hashed file of the build keeps: the headers that act on a script, stylesheet or image. The
 * rest act on documents (CSP, frame and referrer policies, COOP…) or on the host, which the pages
 * already tell (HSTS); on issue 26's slow link their ~1 KB per file was 5 % of the store page's
 * script bytes over the wire.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

/**
 * Helmet's headers and `more` on every answer, set when the request arrives (so errors carry them
 * too); the build's hashed files under /assets get only those that act on them.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  more: Record<string, string> = {},
): void {
  const headers = { ...helmetHeaders(options), ...more };
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(ASSET_PATH.test(request.url) ? assetHeaders : headers);
    done();
  });
}
