import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { customerProfile, updateProfile } from './service';

/** The signed-in customer of the store (header access-token): read and edit the profile. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'customerProfile', async ({ store, session, now }) =>
      customerProfile(ctx, { store, customer: session.customer, now }),
    );

    route(app, 'updateCustomer', async ({ store, session, body, now }) =>
      updateProfile(ctx, { store, customer: session.customer, body, now }),
    );
  };
}
