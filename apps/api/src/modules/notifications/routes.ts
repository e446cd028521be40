import { bookingIdParams, storeCodeQuery } from '@salon/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { requireStore } from '../store/service';
import {
  bookingCalendar,
  changeMySettings,
  joinMyWaitlist,
  leaveMyWaitlist,
  myMessages,
  mySettings,
  myWaitlist,
} from './customer';
import { resendMessage } from './resend';
import { staffBookingMessages, staffFailedMessages, staffWaitlist } from './service';

/** The customer's message settings, a booking's calendar file, and what staff see and resend. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'notifySettings', async ({ store, now, actor }) => mySettings(ctx.db, { store, now, actor }));
    route(app, 'updateNotifySettings', async ({ store, now, actor, body }) =>
      changeMySettings(ctx.db, { store, now, actor }, body),
    );
    route(app, 'bookingCalendar', async ({ store, now, params }) =>
      bookingCalendar(ctx, { store, now }, params.bookingId),
    );
    // The same file at an address of its own, for the booking page's link: LINE's in-app browser and
    // iOS do not open a `data:` link, but they hand a text/calendar download to the calendar.
    app.get<{ Params: { bookingId: string }; Querystring: { code: string } }>(
      '/bookings/:bookingId/calendar.ics',
      { schema: { hide: true, params: bookingIdParams, querystring: storeCodeQuery } },
      async (request, reply) => {
        const store = await requireStore(ctx.db, request.query.code);
        const file = await bookingCalendar(ctx, { store, now: request.now }, request.params.bookingId);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.ics);
      },
    );
    route(app, 'myMessages', async ({ store, now, actor }) => myMessages(ctx.db, { store, now, actor }));
    route(app, 'joinWaitlist', async ({ store, now, actor, body }) =>
      joinMyWaitlist(ctx.db, { store, now, actor }, body),
    );
    route(app, 'myWaitlist', async ({ store, now, actor }) => myWaitlist(ctx.db, { store, now, actor }));
    route(app, 'leaveWaitlist', async ({ store, now, actor, body }) =>
      leaveMyWaitlist(ctx.db, { store, now, actor }, body.entryId),
    );
    route(app, 'staffWaitlist', async ({ store, now, actor, query }) =>
      staffWaitlist(ctx.db, { store, now, actor }, query.day),
    );
    route(app, 'staffBookingMessages', async ({ store, now, actor, params }) =>
      staffBookingMessages(ctx.db, { store, now, actor }, params.bookingId),
    );

    route(app, 'staffFailedMessages', async ({ store, now, actor }) =>
      staffFailedMessages(ctx.db, { store, now, actor }),
    );
    route(app, 'staffResendMessage', async ({ store, now, actor, body }) =>
      resendMessage(ctx, { store, now, actor }, body.messageId),
    );
  };
}
