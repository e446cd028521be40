import type { EndpointDef } from '@salon/contract';
import { can, needsCredential } from '@salon/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { findLiveSession, findSession } from '../modules/auth/tokens';
import { csrfMatches, findStaffSession, STAFF_COOKIE } from '../modules/staff/accounts';
import type { StoreRow } from '../modules/store/repository';
import { findStore, requireStore } from '../modules/store/service';
import { type Actor, NOBODY } from './actor';
import { ApiError } from './errors';
import { findHostileInput } from './input-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store of `?code=`, for operations of a store. */
    store: StoreRow | null;
    /** Who is acting: nobody, a customer of the store, or a member of its staff. */
    actor: Actor;
    /** The request's "now" (unix seconds), read once from the app's clock. */
    now: number;
  }
  interface FastifyContextConfig {
    endpoint?: EndpointDef;
    /** A route outside the table that sets its own Cache-Control (uploaded files). */
    ownCaching?: boolean;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The raw `?code=` when it can name a store; anything else names none (and matches no credential). */
function rawStoreCode(request: FastifyRequest): string | null {
  const code = (request.query as Record<string, unknown> | undefined)?.code;
  if (typeof code !== 'string' || code.length === 0 || code.length > 64) return null;
  return findHostileInput(code, 'code') ? null : code;
}

/**
 * Resolves who acts and for which store, from the operation's table entry:
 * - an operation that needs a credential (it does not serve nobody) checks it when the request
 *   arrives, before the body is read or any input validated: no credential, an unknown, expired or
 *   revoked one, or one of another store → 401 UNAUTHORIZED, naming no field. Staff sign in with a
 *   session cookie, and a state-changing staff call must also carry the session's CSRF token
 *   (`x-csrf-token`) → else 403 CSRF_FAILED, nothing changed;
 * - any other operation of a store resolves the store (404 STORE_NOT_FOUND) after validation, and
 *   the signed-in customer when it serves one and the token is valid (else nobody).
 * Handlers and services then work with plain values.
 */
export const requestContext = fp<{ ctx: AppContext }>(
  async (app: FastifyInstance, { ctx }) => {
    app.decorateRequest('store', null);
    app.decorateRequest<Actor>('actor', null as unknown as Actor);
    app.decorateRequest('now', 0);

    /** The store named by `?code=`, when it names one that exists. */
    const namedStore = async (request: FastifyRequest) => {
      const code = rawStoreCode(request);
      return code ? findStore(ctx.db, code) : null;
    };

    /** A staff session of the store (its cookie), and on a state-changing call its CSRF token. */
    const identifyStaff = async (request: FastifyRequest, endpoint: EndpointDef): Promise<void> => {
      const token = request.cookies[STAFF_COOKIE];
      if (!token) throw new ApiError('UNAUTHORIZED');
      // Both reads at once (each shared with the requests that arrive together); the session's store is checked after.
      const [store, session] = await Promise.all([namedStore(request), findStaffSession(ctx.db, token, request.now)]);
      const actor = store && session?.storeId === store.id ? session.actor : null;
      if (!store || !actor) throw new ApiError('UNAUTHORIZED');
      if (!READS.has(request.method) && !csrfMatches(token, header(request, 'x-csrf-token'))) {
        throw new ApiError('CSRF_FAILED');
      }
      if (endpoint.permission && !can(actor.role, endpoint.permission)) throw new ApiError('FORBIDDEN');
      request.store = store;
      request.actor = actor;
    };

    /** A customer's `access-token` of the store named (a token belongs to one store). */
    const identifyCustomer = async (request: FastifyRequest): Promise<void> => {
      const token = header(request, 'access-token');
      if (!token) throw new ApiError('UNAUTHORIZED');
      // Both reads at once (each shared with the requests that arrive together).
      const [store, live] = await Promise.all([namedStore(request), findLiveSession(ctx.db, token, request.now)]);
      if (!store || !live || live.storeId !== store.id) throw new ApiError('UNAUTHORIZED');
      const { storeId: _, ...session } = live;
      request.store = store;
      request.actor = { kind: 'customer', ...session };
    };

    app.addHook('onRequest', async (request) => {
      request.now = ctx.clock.now();
      request.actor = NOBODY;
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || !needsCredential(endpoint.actors)) return;
      await (endpoint.actors.includes('staff') ? identifyStaff(request, endpoint) : identifyCustomer(request));
    });

    app.addHook('preHandler', async (request) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint?.store || needsCredential(endpoint.actors)) return;
      const { code } = request.query as { code: string };
      const store = await requireStore(ctx.db, code);
      request.store = store;
      if (!endpoint.actors.includes('customer')) return;
      const token = header(request, 'access-token');
      const session = token ? await findSession(ctx.db, store.id, token, request.now) : null;
      if (session) request.actor = { kind: 'customer', ...session };
    });
  },
  { name: 'request-context' },
);
