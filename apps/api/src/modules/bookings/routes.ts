import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { assertMayCheckout, assertMayOrder } from '#api/modules/customer/ordering';
import { bookingRateLimits } from '#api/platform/rate-limit';
import { checkRetailCart, isRetailCart, retailCheckout } from '../retail/service';
import { rescheduleBooking } from './change';
import { createBooking } from './create';
import { cancelBooking } from './end';
import { payBookingAgain } from './payment';
import { bookingDetail, checkItems, checkout, myBookings, userNotes } from './service';

export function bookingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Whoever holds a booking id may read it (its customer alone moves or cancels it): limit the guessing per IP.
    const limits = bookingRateLimits(ctx.config);
    const byId = { config: { rateLimit: limits.byId } };
    route(app, 'checkItems', async ({ store, now, actor, body }) => {
      const scope = { store, now, actor };
      return isRetailCart(body) ? checkRetailCart(ctx, scope, body) : checkItems(ctx, scope, body);
    });
    route(app, 'checkout', async ({ store, now, actor, body }) => {
      await assertMayCheckout(ctx.db, store, actor.customer, now);
      const scope = { store, now, actor };
      return isRetailCart(body) ? retailCheckout(ctx, scope, body) : checkout(ctx, scope, body);
    });
    route(app, 'createBooking', async ({ store, now, actor, body, headers, language }) => {
      assertMayOrder(actor.customer);
      return createBooking(ctx, { store, now, actor }, body, headers['idempotency-key'], language);
    });
    route(app, 'myBookings', async ({ store, now, actor, query }) =>
      myBookings(ctx, { store, now, actor }, query.status),
    );
    route(app, 'userNotes', async ({ store, now, actor }) => userNotes(ctx, { store, now, actor }));
    route(
      app,
      'bookingDetail',
      async ({ store, now, actor, params }) => bookingDetail(ctx, { store, now, actor }, params.bookingId),
      byId,
    );
    route(
      app,
      'rescheduleBooking',
      async ({ store, now, actor, body }) => rescheduleBooking(ctx, { store, now, actor }, body),
      byId,
    );
    route(
      app,
      'cancelBooking',
      async ({ store, now, actor, body }) => cancelBooking(ctx, { store, now, actor }, body.bookingId),
      byId,
    );
    route(app, 'payBooking', async ({ store, now, actor, body, language }) =>
      payBookingAgain(ctx, { store, now, actor }, body, language),
    );
  };
}
