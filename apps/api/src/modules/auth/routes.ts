import {
  AUTH_LIMITS,
  customerCheckBody,
  customerCheckResult,
  emailOtpLoginBody,
  forgotPasswordBody,
  lineBindingBody,
  lineBindingResult,
  lineOtpLoginBody,
  lineTokenVerifyBody,
  lineTokenVerifyResult,
  loginResult as loginResultSchema,
  registerBody,
  resetEmailBody,
  resetEmailResult,
  sendValidateCodeBody,
  sendValidateCodeResult,
  storeCodeQuery,
  successEnvelope,
  validatePhoneNumberBody,
  validatePhoneNumberResult,
} from '@salon/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { databaseError, UNIQUE_VIOLATION } from '../../db/errors';
import { customers, loginTokens } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { fieldError, unauthorized } from '../../http/errors';
import { LineUnavailableError, lineChannelId } from '../../platform/line/index';
import { registerAuthRateLimit } from '../../platform/rate-limit';
import { checkBirth, cleanEmail, findCustomerByLineUser, findCustomerByPhone } from '../customer/service';
import { findStoreByCode } from '../store/service';
import { authError, checkCode, sendCode } from './otp';
import { checkPassword, hasPassword, setPassword } from './passwords';
import { maskEmail, requirePhone } from './phone';
import type { AuthPlatform } from './platform';
import { assertLineFree, bindLine } from './service';
import { consumeLineLogin, consumePhoneSession, issueLineLogin, issuePhoneSession, requireLineLogin } from './sessions';
import { hashToken, loginResult, requireSession, revokeToken } from './tokens';

const RENEW_WITHIN = AUTH_LIMITS.renewWithinDays * 86400;
const tags = ['auth'];

/** Every /auth/* call of the spec (section 7), plus logout. All take `?code=<store>`. */
export function authRoutes(ctx: AppContext, platform: AuthPlatform): FastifyPluginAsyncZod {
  return async (app) => {
    const limits = await registerAuthRateLimit(app, ctx.config);
    app.addHook('onClose', () => platform.senders.close());

    app.post(
      '/auth/customerCheck',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '此店家是否已有這支手機（或這個 LINE 帳號）的顧客',
          querystring: storeCodeQuery,
          body: customerCheckBody,
          response: { 200: successEnvelope(customerCheckResult) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const { phoneE164, lineUserId } = request.body;
        if (!phoneE164 && !lineUserId) throw fieldError('phoneE164', '請輸入手機號碼');
        const customer = phoneE164
          ? await findCustomerByPhone(ctx.db, store.id, requirePhone(phoneE164))
          : await findCustomerByLineUser(ctx.db, store.id, lineUserId!);
        if (!customer) return ok({ exists: false, loginInfo: null });
        return ok({
          exists: true,
          loginInfo: {
            email: customer.email ? maskEmail(customer.email) : null,
            hasPassword: await hasPassword(ctx.db, customer.id),
            lineBound: customer.lineUserId !== null,
          },
        });
      },
    );

    app.post(
      '/auth/sendValidateCode',
      {
        config: { rateLimit: limits.send },
        schema: {
          tags,
          summary: '寄送 6 位數驗證碼（簡訊或電子郵件），每支手機 60 秒一次、24 小時 10 次',
          querystring: storeCodeQuery,
          body: sendValidateCodeBody,
          response: { 200: successEnvelope(sendValidateCodeResult) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const phone = requirePhone(request.body.phoneE164);
        return ok(await sendCode(ctx, platform.senders, store, phone, request.body.sendType, request.log));
      },
    );

    app.post(
      '/auth/validatePhoneNumber',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '驗證手機：回傳註冊用 authToken；已是顧客則同時登入',
          querystring: storeCodeQuery,
          body: validatePhoneNumberBody,
          response: { 200: successEnvelope(validatePhoneNumberResult) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const phone = requirePhone(request.body.phoneE164);
        await checkCode(ctx, store.id, phone, request.body.code);
        const now = ctx.clock.now();
        const session = await issuePhoneSession(ctx.db, store.id, phone, now);
        const customer = await findCustomerByPhone(ctx.db, store.id, phone);
        if (!customer) return ok({ ...session, exists: false });
        return ok({ ...session, exists: true, ...(await loginResult(ctx.db, customer, now)) });
      },
    );

    app.post(
      '/auth/register',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '新顧客註冊（需要 validatePhoneNumber 的 authToken），回傳登入結果',
          querystring: storeCodeQuery,
          body: registerBody,
          response: { 200: successEnvelope(loginResultSchema) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const info = request.body.registerInfo;
        const now = ctx.clock.now();
        checkBirth(info.birth, now, store.timeZone, 'registerInfo.birth');
        const line = info.lineLoginId ? await requireLineLogin(ctx.db, store.id, info.lineLoginId, now) : null;
        if (line) await assertLineFree(ctx, store.id, line.lineUserId);
        let customer: typeof customers.$inferSelect;
        try {
          customer = await ctx.db.transaction(async (tx) => {
            const phone = await consumePhoneSession(tx, store.id, info.authToken, now);
            if (line) await consumeLineLogin(tx, line, now);
            const [row] = await tx
              .insert(customers)
              .values({
                storeId: store.id,
                phoneE164: phone,
                lastName: info.lastName,
                gender: info.gender,
                email: cleanEmail(info.email),
                birthYear: info.birth?.year ?? null,
                birthMonth: info.birth?.month ?? null,
                birthDate: info.birth?.date ?? null,
                lineUserId: line?.lineUserId ?? null,
                avatar: line?.picture ?? null,
              })
              .onConflictDoNothing({ target: [customers.storeId, customers.phoneE164] })
              .returning();
            // Rolls back: the session stays usable, e.g. to sign in instead.
            if (!row) throw authError(409, 'CUSTOMER_EXISTS');
            return row;
          });
        } catch (err) {
          const failure = databaseError(err);
          // The LINE user was bound to someone else since the check above.
          if (failure?.constraint === 'customers_store_line') throw authError(409, 'LINE_ALREADY_BOUND');
          if (failure?.code === UNIQUE_VIOLATION) throw authError(409, 'CUSTOMER_EXISTS');
          throw err;
        }
        return ok(await loginResult(ctx.db, customer, now));
      },
    );

    app.post(
      '/auth/emailOTPLogin',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '以手機 + 驗證碼（6 位數字）或密碼登入；可同時綁定 LINE（lineLoginId）',
          querystring: storeCodeQuery,
          body: emailOtpLoginBody,
          response: { 200: successEnvelope(loginResultSchema) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const body = request.body;
        const phone = requirePhone(body.phoneE164);
        const now = ctx.clock.now();
        if (body.lineUserId && !body.lineLoginId) {
          throw fieldError('lineLoginId', '綁定 LINE 需要 lineTokenVerify 回傳的 lineLoginId');
        }
        const line = body.lineLoginId ? await requireLineLogin(ctx.db, store.id, body.lineLoginId, now) : null;
        if (line && body.lineUserId && body.lineUserId !== line.lineUserId) throw authError(403, 'LINE_UNAUTHORIZED');
        let customer = await findCustomerByPhone(ctx.db, store.id, phone);
        if (!customer) throw authError(404, 'RESOURCE_NOT_FOUND');
        if (line) await assertLineFree(ctx, store.id, line.lineUserId, customer.id);
        if (/^\d{6}$/.test(body.otpPassword)) await checkCode(ctx, store.id, phone, body.otpPassword);
        else await checkPassword(ctx.db, customer.id, body.otpPassword, now);
        if (line) customer = await bindLine(ctx, customer, line);
        return ok(await loginResult(ctx.db, customer, now));
      },
    );

    app.get(
      '/auth/renewToken',
      {
        schema: {
          tags,
          summary: '到期前 29 天內換發新 token（舊的立即失效），否則回傳原 token',
          querystring: storeCodeQuery,
          response: { 200: successEnvelope(loginResultSchema) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const session = await requireSession(ctx, store.id, request);
        const now = ctx.clock.now();
        const { customer } = session;
        if (session.expireTime - now >= RENEW_WITHIN) {
          return ok({
            token: session.token,
            expireTime: session.expireTime,
            userId: customer.id,
            gender: customer.gender,
            sourceId: customer.lineUserId,
          });
        }
        // Only the call that revokes the old token gets a new one (concurrent renewals cannot fork it).
        const [revoked] = await ctx.db
          .update(loginTokens)
          .set({ revokedAt: new Date(now * 1000) })
          .where(and(eq(loginTokens.tokenHash, hashToken(session.token)), isNull(loginTokens.revokedAt)))
          .returning({ hash: loginTokens.tokenHash });
        if (!revoked) throw unauthorized();
        return ok(await loginResult(ctx.db, customer, now));
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags,
          summary: '登出：此 token 立即失效',
          querystring: storeCodeQuery,
          response: { 200: successEnvelope(z.null()) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const session = await requireSession(ctx, store.id, request);
        await revokeToken(ctx.db, session.token, ctx.clock.now());
        return ok(null);
      },
    );

    app.post(
      '/auth/resetEmail',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '變更電子郵件（需要 validatePhoneNumber 的 authToken）',
          querystring: storeCodeQuery,
          body: resetEmailBody,
          response: { 200: successEnvelope(resetEmailResult) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const now = ctx.clock.now();
        const email = request.body.email.trim();
        await ctx.db.transaction(async (tx) => {
          const phone = await consumePhoneSession(tx, store.id, request.body.authToken, now);
          const [row] = await tx
            .update(customers)
            .set({ email, updatedAt: new Date(now * 1000) })
            .where(and(eq(customers.storeId, store.id), eq(customers.phoneE164, phone)))
            .returning({ id: customers.id });
          if (!row) throw authError(404, 'RESOURCE_NOT_FOUND');
        });
        return ok({ email });
      },
    );

    app.post(
      '/auth/forgotPassword',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '設定新密碼（需要 validatePhoneNumber 的 authToken）並登入；密碼可代替驗證碼於 emailOTPLogin 使用',
          querystring: storeCodeQuery,
          body: forgotPasswordBody,
          response: { 200: successEnvelope(loginResultSchema) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const now = ctx.clock.now();
        const customer = await ctx.db.transaction(async (tx) => {
          const phone = await consumePhoneSession(tx, store.id, request.body.authToken, now);
          const [row] = await tx
            .select()
            .from(customers)
            .where(and(eq(customers.storeId, store.id), eq(customers.phoneE164, phone)))
            .limit(1);
          if (!row) throw authError(404, 'RESOURCE_NOT_FOUND');
          await setPassword(tx, row.id, request.body.password, now);
          return row;
        });
        return ok(await loginResult(ctx.db, customer, now));
      },
    );

    app.post(
      '/auth/lineTokenVerify',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '驗證 LIFF ID token（LINE 驗證端點），回傳 lineLoginId',
          querystring: storeCodeQuery,
          body: lineTokenVerifyBody,
          response: { 200: successEnvelope(lineTokenVerifyResult) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const channelId = lineChannelId(store.liffId, ctx.config, platform.lineVerifier);
        if (!channelId) throw authError(422, 'LINE_NOT_ENABLED');
        const now = ctx.clock.now();
        let identity: Awaited<ReturnType<typeof platform.lineVerifier.verify>>;
        try {
          identity = await platform.lineVerifier.verify(request.body.lineToken, {
            channelId,
            nonce: request.body.nonce,
            now,
          });
        } catch (err) {
          if (err instanceof LineUnavailableError) {
            request.log.warn({ reason: err.message }, 'LINE verify unavailable');
            throw authError(503, 'SERVICE_UNAVAILABLE');
          }
          throw err;
        }
        if (!identity) throw authError(403, 'LINE_UNAUTHORIZED');
        const lineLoginId = await issueLineLogin(ctx.db, store.id, identity, now);
        return ok({ lineLoginId, lineUserId: identity.sub, lineAvatar: identity.picture, lineName: identity.name });
      },
    );

    app.post(
      '/auth/lineOTPLogin',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '以 lineLoginId 登入；查無顧客時回 RESOURCE_NOT_FOUND（前往 UserLogin）',
          querystring: storeCodeQuery,
          body: lineOtpLoginBody,
          response: { 200: successEnvelope(loginResultSchema) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const now = ctx.clock.now();
        const line = await requireLineLogin(ctx.db, store.id, request.body.lineLoginId, now);
        const customer = await findCustomerByLineUser(ctx.db, store.id, line.lineUserId);
        // The LINE login stays usable: after signing in by phone it binds the account.
        if (!customer) throw authError(404, 'RESOURCE_NOT_FOUND');
        await consumeLineLogin(ctx.db, line, now);
        if (!customer.avatar && line.picture) {
          await ctx.db.update(customers).set({ avatar: line.picture }).where(eq(customers.id, customer.id));
        }
        return ok(await loginResult(ctx.db, customer, now));
      },
    );

    app.post(
      '/auth/lineBinding',
      {
        config: { rateLimit: limits.check },
        schema: {
          tags,
          summary: '已登入的顧客綁定 LINE（lineLoginId），完成後前往 destinationURI',
          querystring: storeCodeQuery,
          body: lineBindingBody,
          response: { 200: successEnvelope(lineBindingResult) },
        },
      },
      async (request) => {
        const store = await findStoreByCode(ctx.db, request.query.code);
        const session = await requireSession(ctx, store.id, request);
        const now = ctx.clock.now();
        const line = await requireLineLogin(ctx.db, store.id, request.body.lineLoginId, now);
        const customer = await bindLine(ctx, session.customer, line);
        return ok({ lineUserId: customer.lineUserId!, destinationURI: request.body.destinationURI });
      },
    );
  };
}
