import type { EndpointDef } from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '#api/context';
import { at } from '#api/db/time';
import { insertEntry } from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a staff change replaced, set by its handler for the audit log (null: a new record or not kept). */
    auditBefore: unknown;
  }
}

/** Staff calls that change nothing of the store's (signing out ends only the member's own session). */
const NOT_CHANGES = new Set(['staffLogout']);

/** Operations whose use case records its own entry (audit/service.ts recordChange): the trail leaves them. */
const RECORDED_BY_USE_CASE = new Set([
  'staffUpdateProduct',
  'staffCreateCategory',
  'staffUpdateCategory',
  'staffOrderCategories',
  'staffCreateService',
  'staffUpdateService',
  'staffCreateRetailItem',
  'staffUpdateRetailItem',
  'staffAdjustStock',
  'staffCustomerNotes',
  'staffBlockCustomer',
  'staffUpdateSettings',
  'staffAddDesigner',
  'staffUpdateDesigner',
  'staffDesignerAvatar',
  'staffUpdateHours',
  'staffSellValueCard',
  'staffTopUpValueCard',
  'staffAdjustValueCard',
  'staffValueCardState',
  'staffIssueVoucher',
  'staffSellTicket',
  'staffCreateBooking',
  'staffBookingStatus',
  'staffMoveBooking',
  'staffCreateBlock',
  'staffRemoveBlock',
  'staffCheckout',
  'staffPickupOrderStatus',
]);

/** The record a call is about: the first id its path or body names, else the one it answered with. */
const ENTITY_KEYS: [key: string, entity: string][] = [
  ['customerId', 'customer'],
  ['productId', 'product'],
  ['bookingId', 'booking'],
  ['blockId', 'block'],
  ['pickId', 'pickupOrder'],
  ['itemId', 'retailItem'],
  ['categoryId', 'category'],
  ['cardId', 'valueCard'],
];

/** Secrets an answer may carry (a set-password link): never kept in the log. */
const SECRET_KEYS = new Set(['setupLink', 'csrfToken', 'token']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : redact(v)]));
}

function recordOf(request: FastifyRequest, data: unknown): { entity: string; entityId: string } {
  const named = { ...(request.body as object | undefined), ...(request.params as object | undefined) } as Record<
    string,
    unknown
  >;
  for (const [key, entity] of ENTITY_KEYS) {
    if (typeof named[key] === 'string') return { entity, entityId: named[key] };
  }
  const answered = (data ?? {}) as { id?: unknown; member?: { id?: unknown } };
  const id = answered.member?.id ?? answered.id;
  return { entity: answered.member ? 'staff' : 'store', entityId: typeof id === 'string' ? id : '' };
}

/**
 * Writes an audit entry for every change a member of staff makes: each state-changing staff call
 * that succeeded, with the operation (its endpoint id), the record, who, when, what the handler
 * said it replaced (`request.auditBefore`) and the answer (secrets redacted). Written before the
 * answer leaves, so a change the client saw succeed is in the log.
 */
export const auditTrail = fp<{ ctx: AppContext }>(
  async (app: FastifyInstance, { ctx }) => {
    app.decorateRequest('auditBefore', null);
    app.addHook('onSend', async (request, reply, payload) => {
      const endpoint = request.routeOptions.config.endpoint as (EndpointDef & { id?: string }) | undefined;
      const actor = request.actor;
      if (!endpoint?.id || actor?.kind !== 'staff' || endpoint.method === 'GET' || reply.statusCode !== 200)
        return payload;
      if (
        NOT_CHANGES.has(endpoint.id) ||
        RECORDED_BY_USE_CASE.has(endpoint.id) ||
        !request.store ||
        typeof payload !== 'string'
      )
        return payload;
      const data = (JSON.parse(payload) as { data?: unknown }).data ?? null;
      await insertEntry(ctx.db, {
        storeId: request.store.id,
        staffId: actor.staffId,
        staffName: actor.name,
        at: at(request.now),
        operation: endpoint.id,
        ...recordOf(request, data),
        before: redact(request.auditBefore) ?? null,
        after: redact(data),
      });
      return payload;
    });
  },
  { name: 'audit-trail', dependencies: ['request-context'] },
);
