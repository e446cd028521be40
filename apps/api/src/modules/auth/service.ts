import type {
  CustomerCheckResult,
  EndpointResult,
  LoginResult,
  ParsedBody,
  ValidatePhoneNumberResult,
} from '@salon/contract';
import type { Language } from '@salon/domain';
import type { Db } from '#api/db/client';
import { databaseError, UNIQUE_VIOLATION } from '#api/db/errors';
import type { CustomerRow } from '#api/db/rows';
import { ApiError, fieldError } from '#api/http/errors';
import { setMessageLanguage } from '#api/modules/notifications/service';
import type { Scope } from '#api/modules/scope';
import {
  checkBirth,
  cleanEmail,
  findCustomerByLineUser,
  findCustomerByPhone,
  insertCustomer,
  setEmailByPhone,
} from '../customer/service';
import { assertLineFree, bindLine } from './line';
import { checkCode } from './otp';
import { checkPassword, hasPassword, setPassword } from './passwords';
import { requirePhone } from './phone';
import { consumeLineLogin, consumePhoneSession, issuePhoneSession, requireLineLogin } from './sessions';
import { loginResult } from './tokens';
import { toLoginInfo } from './views';

/** Sign-in by phone and registration: the use cases behind /auth/*, apart from codes, LINE and tokens. */

type Deps = { db: Db };

/** Whether the store knows this phone (or LINE user), and how that customer can sign in. */
export async function customerCheck(
  deps: Deps,
  { store }: Scope,
  body: ParsedBody<'customerCheck'>,
): Promise<CustomerCheckResult> {
  const { phoneE164, lineUserId } = body;
  if (!phoneE164 && !lineUserId) throw fieldError('phoneE164', '請輸入手機號碼');
  const customer = phoneE164
    ? await findCustomerByPhone(deps.db, store.id, requirePhone(phoneE164))
    : await findCustomerByLineUser(deps.db, store.id, lineUserId!);
  if (!customer) return { exists: false, loginInfo: null };
  return { exists: true, loginInfo: toLoginInfo(customer, await hasPassword(deps.db, customer.id)) };
}

/** A right code proves the phone: a registration session, and a sign-in when the phone is already a customer. */
export async function validatePhone(
  deps: Deps,
  { store, now }: Scope,
  body: ParsedBody<'validatePhoneNumber'>,
): Promise<ValidatePhoneNumberResult> {
  const phone = requirePhone(body.phoneE164);
  await checkCode(deps, { storeId: store.id, phone, code: body.code, now });
  const session = await issuePhoneSession(deps.db, store.id, phone, now);
  const customer = await findCustomerByPhone(deps.db, store.id, phone);
  if (!customer) return { ...session, exists: false };
  return { ...session, exists: true, ...(await loginResult(deps.db, customer, now)) };
}

/**
 * A new customer for the proven phone, with LINE bound when a LINE login comes along. The
 * registration session and the LINE login are used up in the same transaction as the insert.
 */
/** Registers a new customer; their messages come in the language they signed up in (`language`). */
export async function register(
  deps: Deps,
  { store, now }: Scope,
  body: ParsedBody<'register'>,
  language: Language,
): Promise<LoginResult> {
  const info = body.registerInfo;
  checkBirth(info.birth, now, store.timeZone, 'registerInfo.birth');
  const line = info.lineLoginId ? await requireLineLogin(deps.db, store.id, info.lineLoginId, now) : null;
  if (line) await assertLineFree(deps.db, store.id, line.lineUserId);
  let customer: CustomerRow;
  try {
    customer = await deps.db.transaction(async (tx) => {
      const phone = await consumePhoneSession(tx, store.id, info.authToken, now);
      if (line) await consumeLineLogin(tx, line, now);
      const row = await insertCustomer(tx, {
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
      });
      // Rolls back: the session stays usable, e.g. to sign in instead.
      if (!row) throw new ApiError('CUSTOMER_EXISTS');
      if (language !== 'zh-TW') await setMessageLanguage(tx, row, language);
      return row;
    });
  } catch (err) {
    const failure = databaseError(err);
    // The LINE user was bound to someone else since the check above.
    if (failure?.constraint === 'customers_store_line') throw new ApiError('LINE_ALREADY_BOUND');
    if (failure?.code === UNIQUE_VIOLATION) throw new ApiError('CUSTOMER_EXISTS');
    throw err;
  }
  return loginResult(deps.db, customer, now);
}

/**
 * Signs in with phone and a 6-digit code or the password (any other text), binding LINE on the
 * way when a LINE login comes along.
 */
export async function phoneSignIn(
  deps: Deps,
  { store, now }: Scope,
  body: ParsedBody<'emailOtpLogin'>,
): Promise<LoginResult> {
  const phone = requirePhone(body.phoneE164);
  if (body.lineUserId && !body.lineLoginId) {
    throw fieldError('lineLoginId', '綁定 LINE 需要 lineTokenVerify 回傳的 lineLoginId');
  }
  const line = body.lineLoginId ? await requireLineLogin(deps.db, store.id, body.lineLoginId, now) : null;
  if (line && body.lineUserId && body.lineUserId !== line.lineUserId) throw new ApiError('LINE_UNAUTHORIZED');
  let customer = await findCustomerByPhone(deps.db, store.id, phone);
  if (!customer) throw new ApiError('RESOURCE_NOT_FOUND');
  if (line) await assertLineFree(deps.db, store.id, line.lineUserId, customer.id);
  if (/^\d{6}$/.test(body.otpPassword))
    await checkCode(deps, { storeId: store.id, phone, code: body.otpPassword, now });
  else await checkPassword(deps.db, customer.id, body.otpPassword, now);
  if (line) customer = await bindLine(deps.db, customer, line, now);
  return loginResult(deps.db, customer, now);
}

/** Changes the e-mail of the proven phone's customer. */
export async function resetEmail(
  deps: Deps,
  { store, now }: Scope,
  body: ParsedBody<'resetEmail'>,
): Promise<EndpointResult<'resetEmail'>> {
  const email = body.email.trim();
  await deps.db.transaction(async (tx) => {
    const phone = await consumePhoneSession(tx, store.id, body.authToken, now);
    if (!(await setEmailByPhone(tx, store.id, phone, email, now))) throw new ApiError('RESOURCE_NOT_FOUND');
  });
  return { email };
}

/** Sets a new password for the proven phone's customer and signs them in. */
export async function forgotPassword(
  deps: Deps,
  { store, now }: Scope,
  body: ParsedBody<'forgotPassword'>,
): Promise<LoginResult> {
  const customer = await deps.db.transaction(async (tx) => {
    const phone = await consumePhoneSession(tx, store.id, body.authToken, now);
    const row = await findCustomerByPhone(tx, store.id, phone);
    if (!row) throw new ApiError('RESOURCE_NOT_FOUND');
    await setPassword(tx, row, body.password, now);
    return row;
  });
  return loginResult(deps.db, customer, now);
}
