import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { staffPerformance } from './service';

/** Designers' 業績 and commission: a designer her own, owners and managers everyone's. */
export function performanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffPerformance', async ({ store, now, actor, query }) =>
      staffPerformance(ctx.db, { store, now, actor }, query),
    );
  };
}
