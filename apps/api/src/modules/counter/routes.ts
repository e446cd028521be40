import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { invoiceDeps } from '#api/modules/invoices/issue';
import { counterCheckout, counterQuote } from './checkout';
import { counterView } from './read';

/** The counter: a booking's bill viewed, quoted and checked out by the store's staff. */
export function counterRoutes(ctx: AppContext): FastifyPluginAsync {
  const deps = { db: ctx.db, invoices: invoiceDeps(ctx) };
  return async (app) => {
    route(app, 'staffCheckoutView', async ({ store, now, actor, query }) =>
      counterView(deps, { store, now, actor }, query.bookingId),
    );
    route(app, 'staffCheckoutQuote', async ({ store, now, actor, body }) =>
      counterQuote(deps, { store, now, actor }, body),
    );
    route(app, 'staffCheckout', async ({ store, now, actor, body }) =>
      counterCheckout(deps, { store, now, actor }, body),
    );
  };
}
