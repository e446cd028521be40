import { NOTIFY_CHANNELS, SEND_TYPES } from '@salon/domain';
import { z } from 'zod';
import { birth, lastName, optionalEmail } from './customer';
import { gender } from './menu';
import { storeCodeParam } from './store';

/** Limits of sign-in (docs/product.md, Sign-in); the web shows the resend countdown from `resendSeconds`. */
export const AUTH_LIMITS = {
  otpLength: 6,
  otpTtlSeconds: 300,
  otpMaxTries: 5,
  resendSeconds: 60,
  dailySends: 10,
  /** The registration session (authToken) of validatePhoneNumber. */
  authTokenTtlSeconds: 1800,
  /** The lineLoginId of lineTokenVerify. */
  lineLoginTtlSeconds: 1800,
  tokenTtlDays: 90,
  renewWithinDays: 29,
  passwordMinLength: 8,
  passwordMaxTries: 5,
  passwordWindowSeconds: 900,
} as const;

/** `?code=<store>` on every auth and customer call. */
export const storeCodeQuery = z.object({ code: storeCodeParam });

/** A phone as typed or in E.164; the API validates and normalises it (Taiwan by default). */
export const phoneInput = z
  .string({ message: '請輸入手機號碼' })
  .trim()
  .min(1, { message: '請輸入手機號碼' })
  .max(32, { message: '手機號碼格式不正確' });

export const sendType = z.enum(SEND_TYPES);

export const otpCode = z
  .string({ message: '請輸入驗證碼' })
  .max(6, { message: '驗證碼為 6 位數字' })
  .regex(/^\d{6}$/, { message: '驗證碼為 6 位數字' });
const opaqueToken = (what: string) =>
  z
    .string({ message: `缺少 ${what}` })
    .min(1, { message: `缺少 ${what}` })
    .max(200, { message: `${what} 格式不正確` });

/** The spec's login result: token, expireTime (unix s), userId, gender, sourceId (the bound LINE user id). */
export const loginResult = z.object({
  token: z.string(),
  expireTime: z.int(),
  userId: z.string(),
  gender,
  sourceId: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

// customerCheck -------------------------------------------------------------------------------

export const customerCheckBody = z.object({
  phoneE164: phoneInput.optional(),
  lineUserId: z.string().min(1).max(100).optional(),
  /** Accepted for compatibility; loginInfo always says whether e-mail codes are possible. */
  emailOTP: z.boolean().optional(),
});
export const customerCheckResult = z.object({
  exists: z.boolean(),
  loginInfo: z
    .object({
      /** The e-mail on file, masked (w***@example.com), or null: e-mail codes need one. */
      email: z.string().nullable(),
      hasPassword: z.boolean(),
      lineBound: z.boolean(),
    })
    .nullable(),
});
export type CustomerCheckResult = z.infer<typeof customerCheckResult>;

// sendValidateCode ----------------------------------------------------------------------------

export const sendValidateCodeBody = z.object({
  phoneE164: phoneInput,
  /** sms (default) or email: e-mail goes to the address on file of an existing customer. */
  sendType: sendType.default('sms'),
  /** Accepted for compatibility and ignored: the provider is server configuration. */
  smsSupplier: z.string().max(40).optional(),
});
export const sendValidateCodeResult = z.object({
  sendType,
  /** Where it went, masked: +886 9** *** 678 or w***@example.com. */
  to: z.string(),
  /** The code stops working at this time (unix s). */
  expireTime: z.int(),
  /** Seconds until another code may be sent. */
  resendAfter: z.int(),
});
export type SendValidateCodeResult = z.infer<typeof sendValidateCodeResult>;

// validatePhoneNumber ------------------------------------------------------------------------

export const validatePhoneNumberBody = z.object({ phoneE164: phoneInput, code: otpCode });
/** authToken proves the phone for register/resetEmail/forgotPassword; an existing customer is also signed in. */
export const validatePhoneNumberResult = z.object({
  authToken: z.string(),
  authTokenExpireTime: z.int(),
  exists: z.boolean(),
  token: z.string().optional(),
  expireTime: z.int().optional(),
  userId: z.string().optional(),
  gender: gender.optional(),
  sourceId: z.string().nullable().optional(),
});
export type ValidatePhoneNumberResult = z.infer<typeof validatePhoneNumberResult>;

// register ------------------------------------------------------------------------------------

export const registerBody = z.object({
  registerInfo: z.object({
    authToken: opaqueToken('authToken'),
    lastName,
    gender,
    birth: birth.nullable().optional(),
    email: optionalEmail.optional(),
    /** From lineTokenVerify: binds the LINE account to the new customer. */
    lineLoginId: opaqueToken('lineLoginId').optional(),
  }),
});
export type RegisterBody = z.infer<typeof registerBody>;

// emailOTPLogin -------------------------------------------------------------------------------

/** otpPassword: six digits are a code (sms or email); anything else is the customer's password. */
export const emailOtpLoginBody = z.object({
  phoneE164: phoneInput,
  otpPassword: z.string({ message: '請輸入驗證碼或密碼' }).min(1, { message: '請輸入驗證碼或密碼' }).max(128),
  /** Binds LINE on success; lineUserId/avatar of the spec are taken from this proof, never from the body. */
  lineLoginId: opaqueToken('lineLoginId').optional(),
  lineUserId: z.string().max(100).optional(),
  avatar: z.string().max(1000).optional(),
});

// resetEmail / forgotPassword -----------------------------------------------------------------

export const resetEmailBody = z.object({
  authToken: opaqueToken('authToken'),
  email: z.email({ message: '電子郵件格式不正確' }).max(254, { message: '電子郵件太長' }),
});
export const resetEmailResult = z.object({ email: z.string() });

export const password = z
  .string({ message: '請輸入密碼' })
  .min(AUTH_LIMITS.passwordMinLength, { message: `密碼至少 ${AUTH_LIMITS.passwordMinLength} 個字元` })
  .max(72, { message: '密碼最多 72 個字元' });
export const forgotPasswordBody = z.object({ authToken: opaqueToken('authToken'), password });

// LINE ----------------------------------------------------------------------------------------

export const lineTokenVerifyBody = z.object({
  /** The LIFF ID token (liff.getIDToken()). */
  lineToken: z.string({ message: '缺少 lineToken' }).min(1, { message: '缺少 lineToken' }).max(4096),
  /** When the client asked LINE for one, the token must carry the same nonce. */
  nonce: z.string().min(1).max(200).optional(),
});
export const lineTokenVerifyResult = z.object({
  /** A short-lived proof of this LINE user for lineOTPLogin, register, emailOTPLogin and lineBinding. */
  lineLoginId: z.string(),
  lineUserId: z.string(),
  lineAvatar: z.string().nullable(),
  lineName: z.string().nullable(),
});
export type LineTokenVerifyResult = z.infer<typeof lineTokenVerifyResult>;

export const lineOtpLoginBody = z.object({ lineLoginId: opaqueToken('lineLoginId') });

/** Binds the signed-in customer to the LINE user of lineLoginId, then the client goes to destinationURI. */
export const lineBindingBody = z.object({
  destinationURI: z
    .string({ message: '缺少 destinationURI' })
    .max(2000)
    .regex(/^\/(?![/\\])/, { message: 'destinationURI 須為本站路徑（以 / 開頭）' }),
  lineLoginId: opaqueToken('lineLoginId'),
});
export const lineBindingResult = z.object({ lineUserId: z.string(), destinationURI: z.string() });

// dev outbox ----------------------------------------------------------------------------------

export const outboxQuery = z.object({ to: z.string().min(1).max(254).optional() });
/** A sign-in code as it was sent, or (issue 25) a message to a customer: `{channel, to, kind, text, at}`. */
export const outboxEntry = z.union([
  z.object({
    to: z.string(),
    channel: sendType,
    code: z.string(),
    text: z.string(),
    sentAt: z.int(),
  }),
  z.object({
    channel: z.enum(NOTIFY_CHANNELS),
    to: z.string(),
    kind: z.string(),
    text: z.string(),
    at: z.int(),
  }),
]);
export type OutboxEntry = z.infer<typeof outboxEntry>;

export const fakeLineTokenBody = z.object({
  /** A LINE user id: U and 32 hex digits. */
  sub: z
    .string()
    .max(33)
    .regex(/^U[0-9a-f]{32}$/i, { message: 'LINE 使用者 ID 為 U 加 32 位十六進位數字' }),
  name: z.string().max(100).optional(),
  picture: z.string().max(1000).optional(),
  nonce: z.string().max(200).optional(),
});
