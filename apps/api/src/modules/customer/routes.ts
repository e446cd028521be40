import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { customerProfile, updateProfile } from './service';
import { blockCustomer, customerForStaff, findCustomers, setStaffNotes } from './staff';

/** The signed-in customer of the store (header access-token): read and edit the profile; the staff's customers screen. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'customerProfile', async ({ store, now, actor }) => customerProfile(ctx, { store, now, actor }));
    route(app, 'updateCustomer', async ({ store, now, actor, body }) =>
      updateProfile(ctx, { store, now, actor }, body),
    );

    // The store's staff: search, a customer's record, notes, blocking (each change records its audit entry with its before).
    route(app, 'staffCustomers', async ({ store, now, actor, query }) =>
      findCustomers(ctx.db, { store, now, actor }, query),
    );
    route(app, 'staffCustomerDetail', async ({ store, now, actor, params }) =>
      customerForStaff(ctx.db, { store, now, actor }, params.customerId),
    );
    route(app, 'staffCustomerNotes', async ({ store, now, actor, params, body }) =>
      setStaffNotes(ctx.db, { store, now, actor }, params.customerId, body.staffNotes),
    );
    route(app, 'staffBlockCustomer', async ({ store, now, actor, params, body }) =>
      blockCustomer(ctx.db, { store, now, actor }, params.customerId, body),
    );
  };
}
