import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { resolveDesignerScope } from './service';
import { changeSettings, settingsOf } from './settings';
import { toStoreSetting } from './views';

export function storeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'storeSetting', async ({ store, query }) => {
      const designer = await resolveDesignerScope(ctx.db, store, query.userId);
      return toStoreSetting(store, designer);
    });
    route(app, 'staffSettings', async ({ store }) => settingsOf(ctx.db, store));
    route(app, 'staffUpdateSettings', async ({ store, body, reply }) => {
      const { before, after } = await changeSettings(ctx.db, store, body);
      reply.request.auditBefore = before;
      return after;
    });
  };
}
