import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { customerProfile, updateProfile } from './service';

/** The signed-in customer of the store (header access-token): read and edit the profile. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'customerProfile', async ({ store, actor, now }) =>
      customerProfile(ctx, { store, customer: actor.customer, now }),
    );

    route(app, 'updateCustomer', async ({ store, actor, body, now }) =>
      updateProfile(ctx, { store, customer: actor.customer, body, now }),
    );
  };
}
