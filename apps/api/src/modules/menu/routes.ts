import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { retailMenu, serviceMenu } from './service';

export function menuRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'serviceMenu', async ({ store, query }) => serviceMenu(ctx, { store }, query));
    route(app, 'retailMenu', async ({ store, query }) => retailMenu(ctx, { store }, query));
  };
}
