import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { availability } from './service';

export function availabilityRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'availability', async ({ store, now, actor, body }) => availability(ctx, { store, now, actor }, body));
  };
}
