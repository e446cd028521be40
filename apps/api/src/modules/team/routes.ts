import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { catalogOf } from '../catalog/service';
import { addDesigner, changeDesigner, changeStoreHours, toDesigner } from './service';

/** The team and hours editors of the staff app (owners). */
export function teamRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffTeam', async ({ store }) => {
      const catalog = await catalogOf(ctx.db, store);
      return {
        workingHours: store.workingHours,
        openingHours: store.openingHours,
        holidays: store.holidays,
        designers: catalog.providers.map((row) => toDesigner(row, catalog.daysOff.get(row.id) ?? [])),
      };
    });
    route(app, 'staffAddDesigner', async ({ store, now, body }) => addDesigner(ctx.db, { store, now }, body));
    route(app, 'staffUpdateDesigner', async ({ store, now, params, body, reply }) => {
      const { before, after } = await changeDesigner(ctx.db, { store, now }, params.designerId, body);
      reply.request.auditBefore = before;
      return after;
    });
    route(app, 'staffUpdateHours', async ({ store, now, body, reply }) => {
      const catalog = await catalogOf(ctx.db, store);
      const providers = catalog.providers.map((row) => ({ row, daysOff: catalog.daysOff.get(row.id) ?? [] }));
      const { before, after } = await changeStoreHours(ctx.db, { store, now }, providers, body);
      reply.request.auditBefore = before;
      return after;
    });
  };
}
