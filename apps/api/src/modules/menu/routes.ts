import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { editProduct } from './edit';
import { retailMenu, serviceMenu } from './service';

export function menuRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'serviceMenu', async ({ store, query }) => serviceMenu(ctx, { store }, query));
    route(app, 'retailMenu', async ({ store, query }) => retailMenu(ctx, { store }, query));
    route(app, 'staffUpdateProduct', async ({ store, params, body, reply }) => {
      const { before, after } = await editProduct(ctx.db, store, params.productId, body);
      reply.request.auditBefore = before;
      return after;
    });
  };
}
