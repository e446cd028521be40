import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { auditEntries } from './service';

/** The audit log, read by owners. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffAudit', async ({ store, now, actor, query }) =>
      auditEntries(ctx.db, { store, now, actor }, query),
    );
  };
}
