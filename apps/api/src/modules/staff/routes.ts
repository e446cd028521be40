import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '#api/context';
import { route } from '#api/http/endpoint';
import { ApiError } from '#api/http/errors';
import { catalogOf } from '#api/modules/catalog/service';
import { authRateLimits } from '#api/platform/rate-limit';
import { login, logout, STAFF_COOKIE, STAFF_COOKIE_PATH, sessionOf, staffMe } from './accounts';
import { inviteMail, inviteMailer, resetMail } from './invite-mail';
import { inviteMember, setPasswordByLink, setupLink } from './invites';
import { changeMember, passwordLink, staffMembers } from './members';

/** The store's staff side: sign-in and out, invites, the staff accounts (the calendar, staff bookings, blocked time: calendar/routes.ts). */
export function staffRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = ctx.config.mode === 'production' || (ctx.config.publicUrl ?? '').startsWith('https:');
  const setSession = (reply: FastifyReply, token: string, expireTime: number, now: number) =>
    reply.setCookie(STAFF_COOKIE, token, {
      path: STAFF_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.max(0, expireTime - now),
    });

  return async (app) => {
    const mailer = inviteMailer(ctx.config, app.log);
    app.addHook('onClose', async () => mailer.close());
    const limits = authRateLimits(ctx.config);
    route(
      app,
      'staffLogin',
      async ({ store, body, now, reply }) => {
        const { member, token, expireTime } = await login(ctx.db, { storeId: store.id, now }, body);
        setSession(reply, token, expireTime, now);
        return sessionOf({ staffId: member.id, name: member.name, role: member.role, token });
      },
      { config: { rateLimit: limits.check } },
    );
    route(
      app,
      'staffSetPassword',
      async ({ store, body, now, reply }) => {
        const { member, token, expireTime } = await setPasswordByLink(ctx.db, { storeId: store.id, now }, body);
        setSession(reply, token, expireTime, now);
        return sessionOf({ staffId: member.id, name: member.name, role: member.role, token });
      },
      { config: { rateLimit: limits.check } },
    );
    route(app, 'staffInvite', async ({ store, now, actor, body }) => {
      if (body.providerId && !(await catalogOf(ctx.db, store)).providers.some((p) => p.id === body.providerId)) {
        throw new ApiError('PROVIDER_NOT_FOUND');
      }
      const { member, token } = await inviteMember(ctx.db, { store, now, actor }, body);
      const link = setupLink(ctx.publicUrl(), store.code, token);
      return {
        member: { id: member.id, name: member.name, role: member.role },
        setupLink: link,
        emailed: await mailer.send(body.email, inviteMail(store.name, member.name, link)),
      };
    });
    route(app, 'staffMembers', async ({ store, now, actor }) => staffMembers(ctx.db, { store, now, actor }));
    route(app, 'staffChangeMember', async ({ store, now, actor, params, body }) =>
      changeMember(ctx.db, { store, now, actor }, params.id, body),
    );
    route(app, 'staffPasswordLink', async ({ store, now, actor, params }) => {
      const { member, token } = await passwordLink(ctx.db, { store, now, actor }, params.id);
      const link = setupLink(ctx.publicUrl(), store.code, token);
      return { setupLink: link, emailed: await mailer.send(member.email, resetMail(store.name, member.name, link)) };
    });
    route(app, 'staffMe', async ({ store, now, actor }) => staffMe(ctx.db, { store, now, actor }));
    route(app, 'staffLogout', async ({ store, now, actor, body, reply }) => {
      await logout(ctx.db, { store, now, actor }, body.everywhere);
      reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
      return null;
    });
  };
}
