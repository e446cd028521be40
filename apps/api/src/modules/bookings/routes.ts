import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { payBookingAgain } from '#api/modules/payments/service';
import { bookingRateLimits } from '#api/platform/rate-limit';
import { checkRetailCart, isRetailCart, retailCheckout } from '../retail/service';
import { availability, bookingDetail, checkItems, checkout, myBookings, userNotes } from './service';
import { cancelBooking, createBooking, rescheduleBooking } from './writes';

export function bookingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Whoever holds a booking id may read, move or cancel it: limit the guessing per IP.
    const limits = bookingRateLimits(ctx.config);
    const byId = { config: { rateLimit: limits.byId } };
    route(app, 'availability', async ({ store, session, now, body }) =>
      availability(ctx, { store, customer: session?.customer ?? null, now }, body),
    );
    route(app, 'checkItems', async ({ store, session, now, body }) => {
      const scope = { store, customer: session.customer, now };
      return isRetailCart(body) ? checkRetailCart(ctx, scope, body) : checkItems(ctx, scope, body);
    });
    route(app, 'checkout', async ({ store, session, now, body }) => {
      const scope = { store, customer: session.customer, now };
      return isRetailCart(body) ? retailCheckout(ctx, scope, body) : checkout(ctx, scope, body);
    });
    route(app, 'createBooking', async ({ store, session, now, body, headers }) =>
      createBooking(ctx, { store, customer: session.customer, now }, body, headers['idempotency-key']),
    );
    route(app, 'myBookings', async ({ store, session, now, query }) =>
      myBookings(ctx, { store, customer: session.customer, now }, query.status),
    );
    route(app, 'userNotes', async ({ store, session }) => userNotes(ctx, { store, customer: session.customer }));
    route(
      app,
      'bookingDetail',
      async ({ store, now, params }) => bookingDetail(ctx, { store, now }, params.bookingId),
      byId,
    );
    route(app, 'rescheduleBooking', async ({ store, now, body }) => rescheduleBooking(ctx, { store, now }, body), byId);
    route(
      app,
      'cancelBooking',
      async ({ store, now, body }) => cancelBooking(ctx, { store, now }, body.bookingId),
      byId,
    );
    route(app, 'payBooking', async ({ store, session, now, body }) =>
      payBookingAgain(ctx, { store, customer: session.customer, now }, body),
    );
  };
}
