import { customerProfile, storeCodeQuery, successEnvelope, updateCustomerBody } from '@salon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireSession } from '../auth/tokens';
import { findStoreByCode } from '../store/service';
import { checkBirth, toCustomerProfile, updateCustomer } from './service';

/** GET/PUT /customer: the signed-in customer of the store (header access-token). */
export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer',
      {
        schema: {
          tags: ['customer'],
          summary: '登入中的顧客資料',
          querystring: storeCodeQuery,
          response: { 200: successEnvelope(customerProfile) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const { customer } = await requireSession(ctx, store.id, request);
        return ok(await toCustomerProfile(ctx.db, customer));
      },
    );

    app.put(
      '/customer',
      {
        schema: {
          tags: ['customer'],
          summary: '編輯個人資料（姓名、性別、電子郵件、生日、頭像）',
          querystring: storeCodeQuery,
          body: updateCustomerBody,
          response: { 200: successEnvelope(customerProfile) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const { customer } = await requireSession(ctx, store.id, request);
        const now = ctx.clock.now();
        checkBirth(request.body.birth, now, store.timeZone, 'birth');
        const updated = await updateCustomer(ctx.db, customer, request.body, now);
        return ok(await toCustomerProfile(ctx.db, updated));
      },
    );
  };
}
