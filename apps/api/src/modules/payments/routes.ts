import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { ok } from '#api/http/envelope';
import { handleCallback, returnFromLinePay } from './callbacks';

/**
 * Where providers call back: POST /api/payments/callback/{provider}. Not an endpoint of the
 * table: its body is the provider's, signed over its exact bytes, so it is read as text here and
 * verified before it is parsed.
 */
export function paymentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    // LINE Pay sends the customer's browser back here (approved or cancelled): confirm, then on to the order.
    app.get<{ Querystring: { paymentId?: string; transactionId?: string; cancel?: string } }>(
      '/payments/return/linepay',
      async (request, reply) => {
        const back = await returnFromLinePay(ctx, request.query, ctx.clock.now(), request.log);
        return reply.redirect(back, 303);
      },
    );
    app.post<{ Params: { provider: string } }>('/payments/callback/:provider', async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const answer = await handleCallback(
        ctx,
        request.params.provider,
        { headers: request.headers, rawBody },
        ctx.clock.now(),
        request.log,
      );
      return ok(answer);
    });
  };
}
