import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#api/config';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { setBookingStatus } from '#api/modules/bookings/change';
import { giveDemoWallet } from '#api/modules/wallet/demo';
import { type Clock, offsetClock } from '#api/platform/clock';
import { failBookingMessages } from './repository';
import { clockState, createDemoCopy, isMovable, moveClock } from './service';

/** The app's clock: in test mode one the testing routes can move; in any other mode `clock` itself. */
export function withTestClock(config: Config, clock: Clock): Clock {
  return config.mode === 'test' ? offsetClock(clock) : clock;
}

/**
 * Test mode only (testConfig({ mode: 'test' }), which loadConfig never gives): lets the browser
 * tests, which reach the server only over HTTP, move its clock and add a second store. In
 * development and production these routes do not exist (404).
 */
export function testingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (ctx.config.mode !== 'test') return;
    const clock = ctx.clock;
    if (!isMovable(clock)) throw new Error('test mode needs the app clock from withTestClock()');

    route(app, 'testClock', async () => clockState(clock));
    route(app, 'moveTestClock', async ({ body }) => moveClock(clock, body));
    route(app, 'addTestStore', async ({ body }) =>
      createDemoCopy(ctx.db, body.code, body.name, body.deposit, body.staff, body.liffId, body.invoices),
    );
    route(app, 'setTestBookingStatus', async ({ store, body, now }) => setBookingStatus(ctx.db, store, body, now));
    route(app, 'failTestMessages', async ({ store, body }) => ({
      failed: await failBookingMessages(ctx.db, store.id, body.bookingId, body.error),
    }));
    route(app, 'giveTestWallet', async ({ store, actor, now }) => {
      const cardNo = String(randomInt(10 ** 9, 10 ** 10));
      await ctx.db.transaction((tx) => giveDemoWallet(tx, store.id, actor.customer.id, now, cardNo));
      return { customerId: actor.customer.id };
    });
  };
}
