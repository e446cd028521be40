import { storeQuery, storeSetting, successEnvelope } from '@salon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { findStoreByCode, resolveDesignerScope, toStoreSetting } from './service';

export function storeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/store',
      {
        schema: {
          tags: ['store'],
          summary: '店家設定（以 code 查詢，可指定設計師 userId）',
          querystring: storeQuery,
          response: { 200: successEnvelope(storeSetting) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const user = await resolveDesignerScope(ctx.db, store, request.query.userId);
        return ok(toStoreSetting(store, user));
      },
    );
  };
}
