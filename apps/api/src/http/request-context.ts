import { createHash, timingSafeEqual } from 'node:crypto';
import type { EndpointDef } from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { findSession, type Session } from '../modules/auth/tokens';
import type { StoreRow } from '../modules/store/repository';
import { requireStore } from '../modules/store/service';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store of `?code=`, for operations of a store. */
    store: StoreRow | null;
    /** The signed-in customer of that store, for operations that read one. */
    session: Session | null;
    /** The request's "now" (unix seconds), read once from the app's clock. */
    now: number;
  }
  interface FastifyContextConfig {
    endpoint?: EndpointDef;
  }
}

function accessToken(request: FastifyRequest): string | null {
  const header = request.headers['access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token || null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The back-office key, compared in constant time (digests, so the lengths never differ). */
function isAdmin(request: FastifyRequest, adminApiKey: string | null | undefined): boolean {
  const header = request.headers['x-admin-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!adminApiKey || !key) return false;
  return timingSafeEqual(digest(key), digest(adminApiKey));
}

/**
 * Resolves what the operation's table entry asks for, once, after validation and before the
 * handler: the store (404 STORE_NOT_FOUND), the signed-in customer (401 UNAUTHORIZED when
 * required), the back-office key for admin operations (401 UNAUTHORIZED) and the request's "now". Handlers and services then work with plain values.
 */
export const requestContext = fp<{ ctx: AppContext }>(
  async (app: FastifyInstance, { ctx }) => {
    app.decorateRequest('store', null);
    app.decorateRequest('session', null);
    app.decorateRequest('now', 0);
    app.addHook('preHandler', async (request) => {
      request.now = ctx.clock.now();
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint?.store) return;
      const { code } = request.query as { code: string };
      const store = await requireStore(ctx.db, code);
      request.store = store;
      if (endpoint.auth === 'admin') {
        if (!isAdmin(request, ctx.config.adminApiKey)) throw new ApiError('UNAUTHORIZED');
        return;
      }
      if (endpoint.auth === 'none') return;
      const token = accessToken(request);
      request.session = token ? await findSession(ctx.db, store.id, token, request.now) : null;
      if (endpoint.auth === 'required' && !request.session) throw new ApiError('UNAUTHORIZED');
    });
  },
  { name: 'request-context' },
);
