import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { failedJobs } from './service';

/** Staff (owner, manager) see the store's jobs that ran out of attempts. */
export function jobRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffFailedJobs', async ({ store, now, actor }) => failedJobs(ctx.db, { store, now, actor }));
  };
}
