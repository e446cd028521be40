import {
  menuQuery,
  retailMenu as retailMenuSchema,
  serviceMenu as serviceMenuSchema,
  successEnvelope,
} from '@salon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { findStoreByCode, resolveDesignerScope } from '../store/service';
import { retailMenu, serviceMenu } from './service';

export function menuRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/menu/service',
      {
        schema: {
          tags: ['menu'],
          summary: '服務項目、分類與設計師',
          querystring: menuQuery,
          response: { 200: successEnvelope(serviceMenuSchema) },
        },
      },
      async (request) => {
        const { code, userId, customerId } = request.query;
        const store = await findStoreByCode(ctx.db, code);
        const designer = await resolveDesignerScope(ctx.db, store, userId);
        return ok(await serviceMenu(ctx.db, store.id, designer, customerId));
      },
    );

    app.get(
      '/bookings/menu/retail',
      {
        schema: {
          tags: ['menu'],
          summary: '零售商品與分類',
          querystring: menuQuery,
          response: { 200: successEnvelope(retailMenuSchema) },
        },
      },
      async (request) => {
        const { code, userId } = request.query;
        const store = await findStoreByCode(ctx.db, code);
        await resolveDesignerScope(ctx.db, store, userId);
        return ok(await retailMenu(ctx.db, store.id));
      },
    );
  };
}
