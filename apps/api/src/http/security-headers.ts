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

/** Helmet's headers and `more` on every answer, set when the request arrives (so errors carry them too). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  more: Record<string, string> = {},
): void {
  const headers = { ...helmetHeaders(options), ...more };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
