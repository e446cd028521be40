import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { staffCreateBlock, staffCreateBooking, staffMoveBooking, staffRemoveBlock } from './desk';
import { staffCalendar, staffChangeStatus } from './staff';

/** The store's day as staff run it: the calendar, status moves, desk bookings, blocked time (the counter is the counter module's). */
export function staffBookingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffCalendar', async ({ store, now, actor, query }) =>
      staffCalendar(ctx, { store, now, actor }, query),
    );
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
