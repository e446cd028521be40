import type { Config } from '#api/config';
import type { AppContext } from '#api/context';
import type { Db } from '#api/db/client';
import { createLineVerifier, type LineVerifier } from '#api/platform/line/index';
import { createOtpSenders, type OtpSenders } from '#api/platform/otp/index';

/** What the auth routes (and the dev outbox) share: the code senders and the LINE verifier. */
export interface AuthPlatform {
  senders: OtpSenders;
  lineVerifier: LineVerifier;
}

/** What the sign-in services are given; each takes only the parts it uses. */
export interface AuthDeps extends AuthPlatform {
  db: Db;
  config: Config;
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
