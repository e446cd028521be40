import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { ApiError } from '#api/http/errors';

/** A readiness probe answers within this, reachable or not (a probe that hangs is a probe that fails late). */
const READY_TIMEOUT_MS = 2000;

/** Liveness (the process serves; no database) and readiness (the database answers). */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, 'healthLive', async () => ({ status: 'up' as const }));

    const ready = async () => {
      if (!(await reachable(ctx.database.ping()))) throw new ApiError('SERVICE_UNAVAILABLE');
      return { database: ctx.database.kind };
    };
    route(app, 'healthReady', ready);
    route(app, 'health', ready);
  };
}

async function reachable(ping: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
