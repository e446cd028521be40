import { storeCode, successEnvelope } from '@salon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { type Clock, offsetClock } from '../../platform/clock';
import { clockState, createDemoCopy, isMovable, moveClock } from './service';

/** The app's clock: in test mode one the testing routes can move; in any other mode `clock` itself. */
export function withTestClock(config: Config, clock: Clock): Clock {
  return config.mode === 'test' ? offsetClock(clock) : clock;
}

const clockResponse = { 200: successEnvelope(z.object({ now: z.number().int(), offsetSeconds: z.number().int() })) };

const moveBody = z
  .object({
    /** Seconds to move "now" by (negative: back). */
    advanceSeconds: z.number().int().optional(),
    /** Seconds between "now" and the real clock; 0 puts it back. */
    offsetSeconds: z.number().int().optional(),
  })
  .refine((b) => (b.advanceSeconds === undefined) !== (b.offsetSeconds === undefined), {
    message: 'give advanceSeconds or offsetSeconds',
  });

/**
 * Test mode only (testConfig({ mode: 'test' }), which loadConfig never gives): lets the browser
 * tests, which reach the server only over HTTP, move its clock and add a second store. In
 * development and production these routes do not exist (404). Hidden from the OpenAPI document.
 */
export function testingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (ctx.config.mode !== 'test') return;
    const clock = ctx.clock;
    if (!isMovable(clock)) throw new Error('test mode needs the app clock from withTestClock()');

    app.get('/test/clock', { schema: { hide: true, response: clockResponse } }, async () => ok(clockState(clock)));

    app.post('/test/clock', { schema: { hide: true, body: moveBody, response: clockResponse } }, async (request) =>
      ok(moveClock(clock, request.body)),
    );

    app.post(
      '/test/stores',
      {
        schema: {
          hide: true,
          body: z.object({ code: storeCode, name: z.string().min(1).optional() }),
          response: { 200: successEnvelope(z.object({ code: z.string(), name: z.string() })) },
        },
      },
      async (request) => ok(await createDemoCopy(ctx.db, request.body.code, request.body.name)),
    );
  };
}
