import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, type SendValidateCodeResult } from '@salon/contract';
import type { SendType } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { ApiError, fieldError } from '#api/http/errors';
import type { ReplyLanguage } from '#api/http/language';
import { safeError } from '#api/http/log-safety';
import { type OtpSenders, otpMessage, senderFor } from '#api/platform/otp/index';
import { findCustomerByPhone } from '../customer/service';
import { settingsOf } from '../notifications/settings';
import * as repo from './otp-repository';
import { canReceiveSms, maskEmail, maskPhone, requirePhone } from './phone';

const { otpTtlSeconds: TTL, otpMaxTries: MAX_TRIES, resendSeconds: RESEND, dailySends: DAILY } = AUTH_LIMITS;
const DAY = 86400;

function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SendCodeInput {
  store: StoreRow;
  /** The phone as typed (any common form). */
  phoneE164: string;
  sendType: SendType;
  now: number;
  /** The language the request asked for (Accept-Language); null: the customer's saved one, else zh-TW. */
  language: ReplyLanguage | null;
  log: FastifyBaseLogger;
}

/** The language of the code's message: the one asked for, else what the phone's customer chose for messages. */
async function messageLanguage(db: Db, store: StoreRow, phone: string, asked: ReplyLanguage | null) {
  if (asked) return asked;
  const customer = await findCustomerByPhone(db, store.id, phone);
  return customer ? (await settingsOf(db, customer.id)).language : 'zh-TW';
}

/** Where the code goes: the phone itself, or the e-mail on file of that phone's customer. */
async function recipient(db: Db, store: StoreRow, phone: string, sendType: SendType, canSend: boolean) {
  if (sendType === 'sms') {
    if (!canReceiveSms(phone)) throw fieldError('phoneE164', '此號碼無法接收簡訊，請輸入手機號碼');
    return phone;
  }
  if (!canSend) throw new ApiError('EMAIL_OTP_UNAVAILABLE');
  const customer = await findCustomerByPhone(db, store.id, phone);
  if (!customer?.email) throw new ApiError('EMAIL_NOT_AVAILABLE');
  return customer.email;
}

/**
 * Sends a new code for the phone in the store. The send limits are per phone over all stores (so
 * more stores do not mean more messages to one person): at most one per 60 s and 10 per rolling
 * 24 h, counted under a row lock on the phone, so concurrent sends on any number of API instances
 * cannot pass them. The new code replaces the phone's previous one in this store (and its tries).
 */
export async function sendCode(
  deps: { db: Db; senders: OtpSenders },
  input: SendCodeInput,
): Promise<SendValidateCodeResult> {
  const { store, sendType, now, log } = input;
  const phone = requirePhone(input.phoneE164);
  const sender = senderFor(deps.senders, sendType);
  const to = await recipient(deps.db, store, phone, sendType, sender !== null);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const codeId = randomUUID();
  const sendId = randomUUID();

  const previous = await deps.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const sends = await repo.sendsSince(tx, phone, now - DAY);
    const last = sends.at(-1);
    if (last !== undefined && now < last + RESEND) {
      const retryAfter = last + RESEND - now;
      throw new ApiError('OTP_TOO_SOON', {
        data: { retryAfter },
        message: `驗證碼已送出，請於 ${retryAfter} 秒後再重新發送`,
      });
    }
    if (sends.length >= DAILY) throw new ApiError('OTP_DAILY_LIMIT', { data: { retryAfter: sends[0]! + DAY - now } });
    await repo.recordSend(tx, { id: sendId, phoneE164: phone, storeId: store.id, channel: sendType, sentAt: now });
    const replaced = await repo.findCode(tx, store.id, phone);
    const codeHash = hashCode(code, salt);
    await repo.saveCode(tx, store.id, phone, {
      id: codeId,
      channel: sendType,
      codeHash,
      salt,
      sentAt: now,
      expiresAt: now + TTL,
    });
    return replaced;
  });

  const language = await messageLanguage(deps.db, store, phone, input.language);
  try {
    await sender!.send(otpMessage(sendType, to, store.name, code, TTL / 60, language));
  } catch (err) {
    // Not delivered: the send does not count against the limits, the new code is void and the
    // customer's earlier code (if any) stays usable.
    log.warn({ channel: sendType, sender: sender!.kind, err: safeError(err) }, 'one-time code not sent');
    await repo.deleteSend(deps.db, sendId);
    await repo.restoreCode(deps.db, store.id, phone, codeId, previous);
    throw new ApiError('OTP_SEND_FAILED');
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

export interface CheckCodeInput {
  storeId: string;
  phone: string;
  code: string;
  now: number;
}

/**
 * Checks a code and uses it up. Every check of a live code takes one of its 5 tries first, so
 * racing checks cannot pass the limit; the 5th wrong one locks it until a new code is sent. A
 * right code works once.
 */
export async function checkCode(deps: { db: Db }, { storeId, phone, code, now }: CheckCodeInput): Promise<void> {
  const row = await repo.takeCodeTry(deps.db, storeId, phone, now, MAX_TRIES);
  if (!row) {
    const current = await repo.findCode(deps.db, storeId, phone);
    if (!current) throw new ApiError('OTP_NOT_SENT');
    if (current.usedAt || current.expiresAt.getTime() <= now * 1000) throw new ApiError('OTP_EXPIRED');
    throw new ApiError('OTP_LOCKED', { data: { remainingTries: 0 } });
  }

  if (!sameHash(hashCode(code, row.salt), row.codeHash)) {
    const remainingTries = MAX_TRIES - row.attempts;
    if (remainingTries <= 0) throw new ApiError('OTP_LOCKED', { data: { remainingTries: 0 } });
    throw new ApiError('OTP_INVALID', {
      data: { remainingTries },
      message: `驗證碼錯誤，還可以再試 ${remainingTries} 次`,
    });
  }

  if (!(await repo.useCode(deps.db, storeId, phone, row.id, now))) throw new ApiError('OTP_EXPIRED');
}
