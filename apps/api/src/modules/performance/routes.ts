import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { setBookingAssistant } from './assistant';
import { closePerformanceMonth } from './close';
import { performanceRules, saveCommissionRules } from './rules';
import { staffPerformance } from './service';

/** Designers' 業績 and commission: a designer her own, owners and managers everyone's. */
export function performanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'staffPerformance', async ({ store, now, actor, query }) =>
      staffPerformance(ctx.db, { store, now, actor }, query),
    );
    route(app, 'staffPerformanceRules', async ({ store, now, actor }) =>
      performanceRules(ctx.db, { store, now, actor }),
    );
    route(app, 'staffSaveCommissionRules', async ({ store, now, actor, body }) =>
      saveCommissionRules(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffClosePerformanceMonth', async ({ store, now, actor, body }) =>
      closePerformanceMonth(ctx.db, { store, now, actor }, body),
    );
    route(app, 'staffBookingAssistant', async ({ store, now, actor, body }) =>
      setBookingAssistant(ctx.db, { store, now, actor }, body),
    );
  };
}
