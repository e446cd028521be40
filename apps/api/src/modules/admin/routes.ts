import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { submittedForm } from '#api/modules/forms/service';
import { changeOrderStatus, storePickupOrders } from '#api/modules/retail/store-orders';

/** The store's back-office; app.ts registers it only when ADMIN_API_KEY is configured. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffPickupOrders', async ({ store, now, actor, query }) =>
      storePickupOrders(ctx, { store, now, actor }, query),
    );
    route(app, 'staffFormView', async ({ store, params }) => submittedForm(ctx, store, params.formId, null));
    route(app, 'staffPickupOrderStatus', async ({ store, now, actor, body }) =>
      changeOrderStatus(ctx, { store, now, actor }, body),
    );
  };
}
