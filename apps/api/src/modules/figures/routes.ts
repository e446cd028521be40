import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { figuresFor } from './service';

/** The store's figures, for owners and managers. */
export function figuresRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffFigures', async ({ store, now, actor, query }) =>
      figuresFor(ctx.db, { store, now, actor }, query),
    );
  };
}
