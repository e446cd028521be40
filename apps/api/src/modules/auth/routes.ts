import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { authRateLimits } from '#api/platform/rate-limit';
import { bindLineToCustomer, lineSignIn, verifyLineToken } from './line';
import { sendCode } from './otp';
import type { AuthDeps, AuthPlatform } from './platform';
import { customerCheck, forgotPassword, phoneSignIn, register, resetEmail, validatePhone } from './service';
import { renewToken, revokeToken } from './tokens';

/** Sign-in by phone (code or password) and LINE, registration, token renewal and logout; all per store. */
export function authRoutes(ctx: AppContext, platform: AuthPlatform): FastifyPluginAsync {
  return async (app) => {
    const limits = authRateLimits(ctx.config);
    app.addHook('onClose', () => platform.senders.close());
    const deps: AuthDeps = { db: ctx.db, config: ctx.config, ...platform };
    const check = { config: { rateLimit: limits.check } };

    route(app, 'customerCheck', (input) => customerCheck(deps, input), check);

    route(
      app,
      'sendValidateCode',
      ({ store, body, now, language, log }) =>
        sendCode(deps, { store, phoneE164: body.phoneE164, sendType: body.sendType, now, language, log }),
      { config: { rateLimit: limits.send } },
    );

    route(app, 'validatePhoneNumber', (input) => validatePhone(deps, input), check);
    route(app, 'register', (input) => register(deps, input), check);
    route(app, 'emailOtpLogin', (input) => phoneSignIn(deps, input), check);
    route(app, 'renewToken', ({ actor, now }) => renewToken(deps, { session: actor, now }));

    route(app, 'logout', async ({ actor, now }) => {
      await revokeToken(deps.db, actor.token, now);
      return null;
    });

    route(app, 'resetEmail', (input) => resetEmail(deps, input), check);
    route(app, 'forgotPassword', (input) => forgotPassword(deps, input), check);
    route(app, 'lineTokenVerify', (input) => verifyLineToken(deps, input), check);
    route(app, 'lineOtpLogin', (input) => lineSignIn(deps, input), check);

    route(
      app,
      'lineBinding',
      ({ store, now, actor, body }) => bindLineToCustomer(deps, { store, now, actor }, body),
      check,
    );
  };
}
