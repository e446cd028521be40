import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { ApiError } from '#api/http/errors';
import { catalogOf } from '../catalog/service';
import { loadAvatar } from './avatars';
import { addDesigner, changeDesigner, changeStoreHours, setDesignerAvatar, staffTeam } from './service';

/** The team and hours editors of the staff app (owners). */
export function teamRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffTeam', async ({ store, now, actor }) => staffTeam(ctx.db, { store, now, actor }));
    route(app, 'staffAddDesigner', async ({ store, now, actor, body }) =>
      addDesigner(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffUpdateDesigner', async ({ store, now, actor, params, body }) =>
      changeDesigner(ctx.db, { store, now, actor }, params.designerId, body),
    );
    route(app, 'staffDesignerAvatar', async ({ store, now, actor, params, body }) =>
      setDesignerAvatar(
        { db: ctx.db, uploadsDir: ctx.config.uploadsDir },
        { store, now, actor },
        params.designerId,
        body.image,
      ),
    );
    // The photos themselves: public (the customer's menu shows them), named by their contents.
    app.get<{ Params: { name: string } }>(
      '/uploads/avatars/:name',
      { schema: { hide: true }, config: { ownCaching: true } },
      async (request, reply) => {
        const found = await loadAvatar(ctx.config.uploadsDir, request.params.name);
        if (!found) throw new ApiError('NOT_FOUND');
        return reply
          .header('content-type', found.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(found.bytes);
      },
    );
    route(app, 'staffUpdateHours', async ({ store, now, actor, body }) => {
      const catalog = await catalogOf(ctx.db, store);
      const providers = catalog.providers.map((row) => ({ row, daysOff: catalog.daysOff.get(row.id) ?? [] }));
      return changeStoreHours(ctx.db, { store, now, actor }, providers, body);
    });
  };
}
