import { fakeLineTokenBody, outboxEntry, outboxQuery, storeCodeQuery, successEnvelope } from '@salon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { fakeLineToken, lineChannelId } from '../../platform/line/index';
import { normalizePhone } from '../auth/phone';
import type { AuthPlatform } from '../auth/platform';
import { findStoreByCode } from '../store/service';

/**
 * Development helpers. None of these routes exist in production mode: the outbox only when codes
 * go to it (no SMS/SMTP configured), the LINE token maker only with the fake verifier.
 */
export function devRoutes(ctx: AppContext, platform: AuthPlatform): FastifyPluginAsyncZod {
  return async (app) => {
    if (ctx.config.mode !== 'development') return;
    const { outbox } = platform.senders;

    if (outbox) {
      app.get(
        '/dev/outbox',
        {
          schema: {
            tags: ['dev'],
            summary: '開發模式：已寄出的驗證碼（新到舊），可用 to 篩選手機或電子郵件',
            querystring: outboxQuery,
            response: { 200: successEnvelope(z.array(outboxEntry)) },
          },
        },
        async (request) => {
          const { to } = request.query;
          const phone = to && !to.includes('@') ? (normalizePhone(to) ?? to) : to;
          return ok(outbox.list(phone));
        },
      );
    }

    if (platform.lineVerifier.kind === 'fake') {
      app.post(
        '/dev/lineToken',
        {
          schema: {
            tags: ['dev'],
            summary: '開發模式：產生假 LINE ID token（只有本機的假驗證器接受）',
            querystring: storeCodeQuery,
            body: fakeLineTokenBody,
            response: { 200: successEnvelope(z.object({ lineToken: z.string() })) },
          },
        },
        async (request) => {
          const store = await findStoreByCode(ctx.db, request.query.code);
          const aud = lineChannelId(store.liffId, ctx.config, platform.lineVerifier);
          if (!aud) throw new ApiError(422, 'LINE_NOT_ENABLED', undefined, undefined, 'auth');
          return ok({ lineToken: fakeLineToken({ ...request.body, aud, now: ctx.clock.now() }) });
        },
      );
    }
  };
}
