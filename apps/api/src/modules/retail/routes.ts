import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { assertMayOrder } from '#api/modules/customer/ordering';
import { bookingRateLimits } from '#api/platform/rate-limit';
import { updatePickupOrder } from './change';
import { createPickupOrder } from './create';
import { availablePickupTime, myPickupOrders, pickupOrderDetail } from './service';
import { changeOrderStatus, storePickupOrders } from './store-orders';

export function retailRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Whoever holds a pick id may read the order: limit the guessing per IP.
    const byId = { config: { rateLimit: bookingRateLimits(ctx.config).byId } };
    route(app, 'availablePickupTime', async ({ store, now, actor, query }) =>
      availablePickupTime(ctx, { store, now, actor }, query),
    );
    route(app, 'createPickupOrder', async ({ store, now, actor, body, headers, language }) => {
      assertMayOrder(actor.customer);
      return createPickupOrder(ctx, { store, now, actor }, body, headers['idempotency-key'], language);
    });
    route(app, 'updatePickupOrder', async ({ store, now, actor, body }) =>
      updatePickupOrder(ctx, { store, now, actor }, body),
    );
    route(app, 'myPickupOrders', async ({ store, now, actor, query }) =>
      myPickupOrders(ctx, { store, now, actor }, query),
    );
    route(
      app,
      'pickupOrderDetail',
      async ({ store, now, actor, params }) => pickupOrderDetail(ctx, { store, now, actor }, params.pickId),
      byId,
    );

    // The store's side: its staff list the orders and move them (ready, picked up, closed).
    route(app, 'staffPickupOrders', async ({ store, now, actor, query }) =>
      storePickupOrders(ctx, { store, now, actor }, query),
    );
    route(app, 'staffPickupOrderStatus', async ({ store, now, actor, body }) =>
      changeOrderStatus(ctx, { store, now, actor }, body),
    );
  };
}
