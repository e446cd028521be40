import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import type { AuthPlatform } from '../auth/platform';
import { makeFakeLineToken, outboxMessages } from './service';

/**
 * Development helpers. None of these routes exist in production mode: the outbox only when codes
 * go to it (no SMS/SMTP configured), the LINE token maker only with the fake verifier.
 */
export function devRoutes(ctx: AppContext, platform: AuthPlatform): FastifyPluginAsync {
  return async (app) => {
    if (ctx.config.mode === 'production') return;
    const { outbox } = platform.senders;
    if (outbox) route(app, 'devOutbox', async ({ query }) => outboxMessages(outbox, query.to));
    if (platform.lineVerifier.kind === 'fake') {
      route(app, 'devLineToken', async ({ store, body, now }) =>
        makeFakeLineToken({ config: ctx.config, lineVerifier: platform.lineVerifier }, { store, body, now }),
      );
    }
  };
}
