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

    route(
      app,
      'customerCheck',
      ({ store, now, actor, body }) => customerCheck(deps, { store, now, actor }, body),
      check,
    );

    route(
      app,
      'sendValidateCode',
      ({ store, body, now, language, log }) =>
        sendCode(deps, { store, phoneE164: body.phoneE164, sendType: body.sendType, now, language, log }),
      { config: { rateLimit: limits.send } },
    );

    route(
      app,
      'validatePhoneNumber',
      ({ store, now, actor, body }) => validatePhone(deps, { store, now, actor }, body),
      check,
    );
    route(
      app,
      'register',
      ({ store, now, actor, body, language }) => register(deps, { store, now, actor }, body, language ?? 'zh-TW'),
      check,
    );
    route(app, 'emailOtpLogin', ({ store, now, actor, body }) => phoneSignIn(deps, { store, now, actor }, body), check);
    route(app, 'renewToken', ({ actor, now }) => renewToken(deps, { session: actor, now }));

    route(app, 'logout', async ({ actor, now }) => {
      await revokeToken(deps.db, actor.token, now);
      return null;
    });

    route(app, 'resetEmail', ({ store, now, actor, body }) => resetEmail(deps, { store, now, actor }, body), check);
    route(
      app,
      'forgotPassword',
      ({ store, now, actor, body }) => forgotPassword(deps, { store, now, actor }, body),
      check,
    );
    route(
      app,
      'lineTokenVerify',
      ({ store, now, actor, body, log }) => verifyLineToken(deps, { store, now, actor }, body, log),
      check,
    );
    route(app, 'lineOtpLogin', ({ store, now, actor, body }) => lineSignIn(deps, { store, now, actor }, body), check);

    route(
      app,
      'lineBinding',
      ({ store, now, actor, body }) => bindLineToCustomer(deps, { store, now, actor }, body),
      check,
    );
  };
}
