import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { windowDays } from '#api/db/day-versions';
import { connectionLimits } from '#api/http/connection-limits';
import { route } from '#api/http/endpoint';
import { EventStream } from '#api/http/event-stream';
import { SerializedAnswer } from '#api/http/serialized-answer';
import { calendarAnswers } from './answers';
import { staffCreateBlock, staffRemoveBlock } from './blocks';
import { staffInbox, staffMarkInboxSeen } from './inbox';
import { staffCalendar } from './read';
import { staffCreateBooking, staffMoveBooking } from './staff-booking';
import { staffChangeStatus } from './status';
import { currentCalendarEtag } from './version';
import { calendarWatch } from './watch';

/** The store's day as staff run it: the calendar, status moves, staff bookings and moves, blocked time. */
export function calendarRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const answers = calendarAnswers();
    route(
      app,
      'staffCalendar',
      // The desks that poll after a change are given the answer the first one built (answers.ts).
      async ({ store, now, actor, query, etag }) =>
        answers(etag, async () =>
          SerializedAnswer.of('staffCalendar', await staffCalendar(ctx, { store, now, actor }, query)),
        ),
      // An unchanged poll (every 3 s at each desk): 304 after one read of the store's calendar version.
      { etag: async ({ store, now, actor, query }) => currentCalendarEtag(ctx.db, store, actor, query, now) },
    );
    // The desk hears of a change within a second (watch.ts) and then asks for the calendar; it polls
    // only as a fallback while the stream is open.
    const watch = calendarWatch(ctx.db, app.log);
    const { streamMaxAgeMs } = connectionLimits(ctx.config);
    app.addHook('preClose', async () => watch.close());
    route(
      app,
      'staffCalendarEvents',
      async ({ store, query }) =>
        new EventStream<'staffCalendarEvents'>('calendar', streamMaxAgeMs, (sink) =>
          watch.watch(
            { storeId: store.id, ...windowDays(query.from, query.to) },
            { changed: (version) => sink.send({ version }), end: () => sink.end() },
          ),
        ),
    );
    route(app, 'staffInbox', async ({ store, now, actor }) => staffInbox(ctx, { store, now, actor }));
    route(app, 'staffInboxSeen', async ({ store, now, actor }) => staffMarkInboxSeen(ctx, { store, now, actor }));
    route(app, 'staffCreateBooking', async ({ store, now, actor, body, headers }) =>
      staffCreateBooking(ctx, { store, now, actor }, body, headers['idempotency-key']),
    );
    route(app, 'staffBookingStatus', async ({ store, now, actor, body }) =>
      staffChangeStatus(ctx, { store, now, actor }, body),
    );
    route(app, 'staffMoveBooking', async ({ store, now, actor, body }) =>
      staffMoveBooking(ctx, { store, now, actor }, body),
    );
    route(app, 'staffCreateBlock', async ({ store, now, actor, body }) =>
      staffCreateBlock(ctx, { store, now, actor }, body),
    );
    route(app, 'staffRemoveBlock', async ({ store, now, actor, body }) =>
      staffRemoveBlock(ctx, { store, now, actor }, body.blockId),
    );
  };
}
