import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { at } from '#api/db/time';
import { route } from '#api/http/endpoint';
import { failedJobs } from './service';

/** Staff (owner, manager) see the store's jobs that ran out of attempts. */
export function jobRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffFailedJobs', async ({ store }) => ({
      jobs: (await failedJobs(ctx.db, store.id)).map((job) => ({
        id: job.id,
        name: job.name,
        attempts: job.attempts,
        error: job.lastError,
        createdAt: at(job.createdAt).toISOString(),
        failedAt: job.finishedAt === null ? null : at(job.finishedAt).toISOString(),
      })),
    }));
  };
}
