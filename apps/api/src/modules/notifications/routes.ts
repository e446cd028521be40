import { googleCalendarLink } from '@salon/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { ApiError } from '#api/http/errors';
import { visitOf } from './audience';
import { icsOf } from './compose';
import * as repo from './repository';
import { resendMessage } from './resend';
import { staffBookingMessages, staffWaitlist } from './service';
import { saveSettings, settingsOf } from './settings';
import { joinWaitlist, leaveWaitlist, toWaitlistEntry, waitlistOf } from './waitlist';

/** The customer's message settings, a booking's calendar file, and what staff see and resend. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'notifySettings', async ({ actor }) => settingsOf(ctx.db, actor.customer.id));
    route(app, 'updateNotifySettings', async ({ actor, body }) => saveSettings(ctx.db, actor.customer.id, body));

    route(app, 'bookingCalendar', async ({ store, params, now }) => {
      const v = await visitOf(ctx.db, params.bookingId);
      if (v?.store.id !== store.id) throw new ApiError('BOOKING_NOT_FOUND');
      const link = `${ctx.publicUrl()}/${store.code}/booking/${v.id}`;
      const ics = icsOf(v, null, link, now);
      const title = `${v.store.name}：${v.services.join('、')}`;
      const description = [v.designers.join('、'), link].filter(Boolean).join('\n');
      return {
        fileName: `booking-${v.start}.ics`,
        ics,
        googleCalendarUrl: googleCalendarLink({
          start: v.start,
          end: v.end,
          title,
          description,
          location: v.store.address || v.store.name,
        }),
      };
    });

    route(app, 'myMessages', async ({ store, actor }) => ({
      messages: (await repo.sentTo(ctx.db, store.id, actor.customer.id)).map((n) => ({
        id: n.id,
        kind: n.kind,
        channel: n.channel,
        text: n.text,
        sentAt: n.sentAt,
      })),
    }));
    route(app, 'joinWaitlist', async ({ store, actor, body, now }) =>
      toWaitlistEntry(
        await joinWaitlist(
          ctx.db,
          {
            storeId: store.id,
            customerId: actor.customer.id,
            day: body.day,
            productId: body.productId,
            providerId: body.userId,
          },
          now,
        ),
      ),
    );
    route(app, 'myWaitlist', async ({ store, actor }) => ({
      entries: (await waitlistOf(ctx.db, store.id, actor.customer.id)).map(toWaitlistEntry),
    }));
    route(app, 'leaveWaitlist', async ({ store, actor, body }) => {
      if (!(await leaveWaitlist(ctx.db, store.id, actor.customer.id, body.entryId))) throw new ApiError('NOT_FOUND');
      return null;
    });
    route(app, 'staffWaitlist', async ({ store, now, actor, query }) =>
      staffWaitlist(ctx.db, { store, now, actor }, query.day),
    );
    route(app, 'staffBookingMessages', async ({ store, now, actor, params }) =>
      staffBookingMessages(ctx.db, { store, now, actor }, params.bookingId),
    );

    route(app, 'staffResendMessage', async ({ store, now, actor, body }) =>
      resendMessage(ctx, { store, now, actor }, body.messageId),
    );
  };
}
