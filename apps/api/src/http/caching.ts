import { createHash } from 'node:crypto';
import type { EndpointDef } from '@salon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How long browsers and shared caches may keep a public store or menu answer. */
export const PUBLIC_MAX_AGE = 60;

/**
 * Public reads whose answer changes with every order (the retail menu's stock): shared, but asked
 * again each time (If-None-Match, a 304 when nothing changed), so a customer who just bought the
 * last two never sees 僅剩 2 件 from a browser's copy.
 */
const LIVE_READS: ReadonlySet<string> = new Set(['retailMenu']);

type CachePolicy = 'no-store' | 'public' | 'revalidate' | null;

/**
 * Which caching an answer of the API gets, from its endpoint table entry: a public read of a store
 * (GET, serving nobody only, store) is public for a minute; anything personal (signed-in, by booking id,
 * naming a customer) or any write or error is never stored. Routes outside the table are left
 * alone, except the API's own (health), which are not stored either, unless they set their own
 * (`ownCaching`: the uploaded photos, immutable).
 */
function cachePolicy(request: FastifyRequest, statusCode: number): CachePolicy {
  if (statusCode >= 400) return 'no-store';
  if (request.routeOptions.config?.ownCaching) return null;
  const endpoint: EndpointDef | undefined = request.routeOptions.config?.endpoint;
  if (!endpoint) return request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') ? 'no-store' : null;
  const publicRead =
    endpoint.method === 'GET' &&
    !endpoint.actors.includes('customer') &&
    !endpoint.actors.includes('staff') &&
    endpoint.store &&
    !endpoint.path.includes(':');
  // A customerId narrows the menu to that customer (gender): personal, so not shared.
  const personal = (request.query as Record<string, unknown> | undefined)?.customerId !== undefined;
  if (!publicRead || personal) return 'no-store';
  return LIVE_READS.has((endpoint as EndpointDef & { id?: string }).id ?? '') ? 'revalidate' : 'public';
}

function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as a GET's revalidation uses). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const own = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === own || tag === '*');
}

async function applyCaching(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const policy = cachePolicy(request, reply.statusCode);
  if (policy === null) return payload;
  if (policy === 'no-store') {
    reply.header('cache-control', 'no-store');
    return payload;
  }
  reply.header('cache-control', policy === 'revalidate' ? 'public, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}`);
  if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

/** Cache-Control on every answer of the API, and an ETag (304 on If-None-Match) on the public ones. */
export function registerCaching(app: FastifyInstance): void {
  app.addHook('onSend', applyCaching);
}
