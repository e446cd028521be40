import type { AppContext } from '../../context';
import { createLineVerifier, type LineVerifier } from '../../platform/line/index';
import { createOtpSenders, type OtpSenders } from '../../platform/otp/index';

/** What the auth routes (and the dev outbox) share: the code senders and the LINE verifier. */
export interface AuthPlatform {
  senders: OtpSenders;
  lineVerifier: LineVerifier;
}

/**
 * Built once per app from the configuration. Throws (so the server does not start) when
 * production mode lacks a real SMS sender or asks for the fake LINE verifier.
 */
export function createAuthPlatform(ctx: AppContext): AuthPlatform {
  return {
    senders: createOtpSenders(ctx.config, () => ctx.clock.now()),
    lineVerifier: createLineVerifier(ctx.config),
  };
}
