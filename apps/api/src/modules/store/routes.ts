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
    route(app, 'staffSettings', async ({ store, now, actor }) => settingsOf(ctx.db, { store, now, actor }));
    route(app, 'staffUpdateSettings', async ({ store, now, actor, body }) =>
      changeSettings(ctx.db, { store, now, actor }, body),
    );
  };
}
