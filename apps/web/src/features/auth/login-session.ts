import type { Gender, SendType } from '@salon/domain';
import { browserStorage, type KeyValueStore, readJson, removeKey, storageKey, writeJson } from '#web/lib/storage';

/**
 * The Login session of a store (needLoginSession pages go back to login without it): what the
 * sign-in screens hand to each other in this tab — the phone being verified, the code sent, the
 * registration session (authToken of validatePhoneNumber) and the LINE proof to bind. Session
 * storage: it survives a reload but not the tab, and never reaches another store.
 */

export type LoginPurpose = 'signIn' | 'email' | 'password';

export interface SentCode {
  sendType: SendType;
  /** Where it went as the API says it (masked for e-mail). */
  to: string;
  /** The code stops working (unix s). */
  expireTime: number;
  /** Another code may be asked for from this time (unix s). */
  resendAt: number;
}

export interface LoginSession {
  phoneE164?: string;
  /** What the phone is verified for: sign-in (and registration), a new e-mail, a new password. */
  purpose?: LoginPurpose;
  /** From customerCheck: whether the phone is a customer, and their e-mail on file (masked). */
  exists?: boolean;
  email?: string | null;
  sent?: SentCode;
  /** The registration session of validatePhoneNumber (30 minutes). */
  authToken?: string;
  authTokenExpireTime?: number;
  /** From lineTokenVerify when the LINE user is not a customer yet: bound after phone sign-in. */
  lineLoginId?: string;
  lineLoginExpireTime?: number;
  /** LINE sign-in failed and the customer went on with the phone: do not start LINE again in this tab. */
  lineOff?: boolean;
  /**
   * Registration step 1 (Register) for step 2 (RegisterProfile), and what step 2 has typed so far
   * (birthday fields, e-mail): going back a step and on again keeps it.
   */
  register?: {
    lastName: string;
    gender: Gender;
    birth?: { year: string; month: string; date: string };
    email?: string;
  };
}

export const loginSessionKey = (cname: string): string => storageKey(`login-session:${cname}`);

const session = () => browserStorage('session');

export function readLoginSession(cname: string, storage: KeyValueStore | null = session()): LoginSession {
  return readJson<LoginSession>(storage, loginSessionKey(cname)) ?? {};
}

export function updateLoginSession(
  cname: string,
  patch: Partial<LoginSession>,
  storage: KeyValueStore | null = session(),
): LoginSession {
  const next = { ...readLoginSession(cname, storage), ...patch };
  writeJson(storage, loginSessionKey(cname), next);
  return next;
}

/**
 * Ends the sign-in path. With keepLine, the LINE state stays: a proof not used yet (for a phone
 * sign-in later in this tab) and whether LINE sign-in was given up on.
 */
export function clearLoginSession(
  cname: string,
  options: { keepLine?: boolean } = {},
  storage: KeyValueStore | null = session(),
): void {
  const { lineLoginId, lineLoginExpireTime, lineOff } = readLoginSession(cname, storage);
  removeKey(storage, loginSessionKey(cname));
  if (options.keepLine && (lineLoginId || lineOff)) {
    updateLoginSession(cname, { lineLoginId, lineLoginExpireTime, lineOff }, storage);
  }
}

/** needLoginSession: a verified phone whose registration session has not expired. */
export function hasRegistrationSession(s: LoginSession, now: number): boolean {
  return !!s.phoneE164 && !!s.authToken && (s.authTokenExpireTime ?? 0) > now;
}

/** The code screen needs a phone and a code sent (or asked for) for it. */
export function hasPendingCode(s: LoginSession): boolean {
  return !!s.phoneE164 && !!s.sent;
}

/** The LINE proof to bind, while it is valid. */
export function pendingLineLogin(s: LoginSession, now: number): string | null {
  return s.lineLoginId && (s.lineLoginExpireTime ?? 0) > now ? s.lineLoginId : null;
}

/** The history state of registration's step 2 when step 1 pushed it (its own history entry). */
export const STEP_TWO_PUSHED = { registerStep: 2 } as const;

export const wasPushedFromStepOne = (state: unknown): boolean =>
  (state as { registerStep?: unknown } | null)?.registerStep === STEP_TWO_PUSHED.registerStep;
