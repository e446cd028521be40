import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { counterCheckout, counterQuote } from './checkout';
import { counterView } from './read';

/** The counter: a booking's bill viewed, quoted and checked out by the store's staff. */
export function counterRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffCheckoutView', async ({ store, now, actor, query }) =>
      counterView(ctx, { store, now, actor }, query.bookingId),
    );
    route(app, 'staffCheckoutQuote', async ({ store, now, actor, body }) =>
      counterQuote(ctx, { store, now, actor }, body),
    );
    route(app, 'staffCheckout', async ({ store, now, actor, body }) =>
      counterCheckout(ctx, { store, now, actor }, body),
    );
  };
}
