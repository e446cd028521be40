import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { customerProfile, updateProfile } from './service';
import { blockCustomer, customerForStaff, findCustomers, setStaffNotes } from './staff';

/** The signed-in customer of the store (header access-token): read and edit the profile; the staff's customers screen. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'customerProfile', async ({ store, actor, now }) =>
      customerProfile(ctx, { store, customer: actor.customer, now }),
    );

    route(app, 'updateCustomer', async ({ store, actor, body, now }) =>
      updateProfile(ctx, { store, customer: actor.customer, body, now }),
    );

    // The store's staff: search, a customer's record, notes, blocking (each change audited with its before).
    route(app, 'staffCustomers', async ({ store, query }) => findCustomers(ctx.db, store, query));
    route(app, 'staffCustomerDetail', async ({ store, now, params }) =>
      customerForStaff(ctx.db, { store, now }, params.customerId),
    );
    route(app, 'staffCustomerNotes', async ({ store, params, body, reply }) => {
      const { before, after } = await setStaffNotes(ctx.db, store, params.customerId, body.staffNotes);
      reply.request.auditBefore = before;
      return after;
    });
    route(app, 'staffBlockCustomer', async ({ store, now, params, body, reply }) => {
      const { before, after } = await blockCustomer(ctx.db, { store, now }, params.customerId, body);
      reply.request.auditBefore = before;
      return after;
    });
  };
}
