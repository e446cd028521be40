import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, type SendType } from '@salon/contract';
import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { customers, otpCodes, otpPhones, otpSends } from '../../db/schema/index';
import { ApiError, fieldError } from '../../http/errors';
import { type OtpSenders, otpMessage, senderFor } from '../../platform/otp/index';
import type { StoreRow } from '../store/service';
import { canReceiveSms, maskEmail, maskPhone } from './phone';

const { otpTtlSeconds: TTL, otpMaxTries: MAX_TRIES, resendSeconds: RESEND, dailySends: DAILY } = AUTH_LIMITS;
const DAY = 86400;

const toDate = (seconds: number) => new Date(seconds * 1000);
const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** An auth failure with its zh-TW text from AUTH_ERRORS. */
export const authError = (status: number, code: string, data?: unknown, message?: string) =>
  new ApiError(status, code, data, message, 'auth');

function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sends a new code for `phone` in `store`. The send limits are per phone over all stores (so more
 * stores do not mean more messages to one person): at most one per 60 s and 10 per rolling 24 h,
 * counted under a row lock on the phone, so concurrent sends on any number of API instances cannot
 * pass them. The new code replaces the phone's previous one in this store (and its tries).
 */
export async function sendCode(
  ctx: AppContext,
  senders: OtpSenders,
  store: StoreRow,
  phone: string,
  sendType: SendType,
  log: FastifyBaseLogger,
) {
  const sender = senderFor(senders, sendType);
  let to: string;
  if (sendType === 'email') {
    if (!sender) throw authError(422, 'EMAIL_OTP_UNAVAILABLE');
    const [customer] = await ctx.db
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.storeId, store.id), eq(customers.phoneE164, phone)))
      .limit(1);
    if (!customer?.email) throw authError(422, 'EMAIL_NOT_AVAILABLE');
    to = customer.email;
  } else {
    if (!canReceiveSms(phone)) throw fieldError('phoneE164', '此號碼無法接收簡訊，請輸入手機號碼');
    to = phone;
  }

  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const codeId = randomUUID();
  const sendId = randomUUID();

  const previous = await ctx.db.transaction(async (tx) => {
    await tx.insert(otpPhones).values({ phoneE164: phone }).onConflictDoNothing();
    await tx.select({ p: otpPhones.phoneE164 }).from(otpPhones).where(eq(otpPhones.phoneE164, phone)).for('update');
    const dayAgo = toDate(now - DAY);
    await tx.delete(otpSends).where(and(eq(otpSends.phoneE164, phone), lte(otpSends.sentAt, dayAgo)));
    const recent = await tx
      .select({ sentAt: otpSends.sentAt })
      .from(otpSends)
      .where(and(eq(otpSends.phoneE164, phone), gt(otpSends.sentAt, dayAgo)))
      .orderBy(asc(otpSends.sentAt));
    const last = recent.at(-1);
    if (last && now < toSeconds(last.sentAt) + RESEND) {
      const retryAfter = toSeconds(last.sentAt) + RESEND - now;
      throw authError(429, 'OTP_TOO_SOON', { retryAfter }, `驗證碼已送出，請於 ${retryAfter} 秒後再重新發送`);
    }
    if (recent.length >= DAILY) {
      const retryAfter = toSeconds(recent[0]!.sentAt) + DAY - now;
      throw authError(429, 'OTP_DAILY_LIMIT', { retryAfter });
    }
    await tx
      .insert(otpSends)
      .values({ id: sendId, phoneE164: phone, storeId: store.id, channel: sendType, sentAt: toDate(now) });
    const row = {
      id: codeId,
      channel: sendType,
      codeHash: hashCode(code, salt),
      salt,
      sentAt: toDate(now),
      expiresAt: toDate(now + TTL),
      attempts: 0,
      usedAt: null,
    };
    const [replaced] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.storeId, store.id), eq(otpCodes.phoneE164, phone)));
    await tx
      .insert(otpCodes)
      .values({ storeId: store.id, phoneE164: phone, ...row })
      .onConflictDoUpdate({ target: [otpCodes.storeId, otpCodes.phoneE164], set: row });
    return replaced ?? null;
  });

  try {
    await sender!.send(otpMessage(sendType, to, store.name, code, TTL / 60));
  } catch (err) {
    // Not delivered: the send does not count against the limits, the new code is void and the
    // customer's earlier code (if any) stays usable.
    log.warn({ channel: sendType, sender: sender!.kind, reason: (err as Error).message }, 'one-time code not sent');
    await ctx.db.delete(otpSends).where(eq(otpSends.id, sendId));
    await restorePreviousCode(ctx, store.id, phone, codeId, previous);
    throw authError(502, 'OTP_SEND_FAILED');
  }
  if (sender!.kind === 'dev-outbox')
    log.info({ channel: sendType }, 'dev outbox: code stored, read it at GET /api/dev/outbox');
  return {
    sendType,
    to: sendType === 'email' ? maskEmail(to) : maskPhone(to),
    expireTime: now + TTL,
    resendAfter: RESEND,
  };
}

/**
 * Checks a code and uses it up. Every check of a live code takes one try in a single conditional
 * UPDATE (attempts < 5), so however many checks race, at most 5 are ever evaluated per code; the
 * 5th wrong one locks it until a new code is sent. A right code is marked used by another
 * conditional UPDATE, so it works once.
 */
export async function checkCode(ctx: AppContext, storeId: string, phone: string, code: string): Promise<void> {
  const now = toDate(ctx.clock.now());
  const mine = and(eq(otpCodes.storeId, storeId), eq(otpCodes.phoneE164, phone));
  const [row] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(mine, isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, MAX_TRIES)))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, salt: otpCodes.salt, attempts: otpCodes.attempts });

  if (!row) {
    const [current] = await ctx.db
      .select({ usedAt: otpCodes.usedAt, expiresAt: otpCodes.expiresAt })
      .from(otpCodes)
      .where(mine)
      .limit(1);
    if (!current) throw authError(422, 'OTP_NOT_SENT');
    if (current.usedAt || current.expiresAt <= now) throw authError(422, 'OTP_EXPIRED');
    throw authError(429, 'OTP_LOCKED', { remainingTries: 0 });
  }

  if (!sameHash(hashCode(code, row.salt), row.codeHash)) {
    const remainingTries = MAX_TRIES - row.attempts;
    if (remainingTries <= 0) throw authError(429, 'OTP_LOCKED', { remainingTries: 0 });
    throw authError(422, 'OTP_INVALID', { remainingTries }, `驗證碼錯誤，還可以再試 ${remainingTries} 次`);
  }

  const [used] = await ctx.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(mine, eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw authError(422, 'OTP_EXPIRED');
}

/** Puts back the code a failed send replaced, unless another send has replaced it since. */
async function restorePreviousCode(
  ctx: AppContext,
  storeId: string,
  phone: string,
  failedCodeId: string,
  previous: typeof otpCodes.$inferSelect | null,
) {
  const mine = and(eq(otpCodes.storeId, storeId), eq(otpCodes.phoneE164, phone), eq(otpCodes.id, failedCodeId));
  if (previous) await ctx.db.update(otpCodes).set(previous).where(mine);
  else await ctx.db.delete(otpCodes).where(mine);
}
