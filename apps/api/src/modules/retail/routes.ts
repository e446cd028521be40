import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { bookingRateLimits } from '#api/platform/rate-limit';
import { availablePickupTime, myPickupOrders, pickupOrderDetail } from './service';
import { createPickupOrder, updatePickupOrder } from './writes';

export function retailRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Whoever holds a pick id may read the order: limit the guessing per IP.
    const byId = { config: { rateLimit: bookingRateLimits(ctx.config).byId } };
    route(app, 'availablePickupTime', async ({ store, now, query }) => availablePickupTime(ctx, { store, now }, query));
    route(app, 'createPickupOrder', async ({ store, session, now, body, headers }) =>
      createPickupOrder(ctx, { store, customer: session.customer, now }, body, headers['idempotency-key']),
    );
    route(app, 'updatePickupOrder', async ({ store, session, now, body }) =>
      updatePickupOrder(ctx, { store, customer: session.customer, now }, body),
    );
    route(app, 'myPickupOrders', async ({ store, session, query }) =>
      myPickupOrders(ctx, { store, customer: session.customer }, query),
    );
    route(
      app,
      'pickupOrderDetail',
      async ({ store, params }) => pickupOrderDetail(ctx, { store }, params.pickId),
      byId,
    );
  };
}
