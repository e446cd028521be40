import type { Config } from '#api/config';
import { CONFIG_DEFAULTS, senderProblem } from '#api/config';
import { DevOutbox } from './outbox';
import { HttpSmsSender } from './sms-http';
import { SmtpSender } from './smtp';
import type { OtpChannel, OtpSender } from './types';

export { otpMessage } from './messages';
export { DevOutbox } from './outbox';
export type { OtpChannel, OtpSender } from './types';

export interface OtpSenders {
  sms: OtpSender;
  /** null: e-mail codes are off (production without SMTP_URL). */
  email: OtpSender | null;
  /** Set only in development mode when a channel has no real sender. */
  outbox: DevOutbox | null;
  close(): Promise<void>;
}

/**
 * The senders the configuration asks for. Production needs a real SMS sender (a missing one is a
 * startup error, never a silent fallback) and uses e-mail only with SMTP_URL; development sends
 * whatever is not configured to the dev outbox.
 */
export function createOtpSenders(config: Config, now: () => number): OtpSenders {
  const production = config.mode === 'production';
  // The configuration's own rule (loadConfig refuses these first); here for configs built in code.
  const problem = senderProblem(config);
  if (problem) throw new Error(problem);
  const outbox = production || (config.smsUrl && config.smtpUrl) ? null : new DevOutbox(now);
  const sms: OtpSender = config.smsUrl ? new HttpSmsSender(config.smsUrl, config.smsKey!) : outbox!;
  const email: OtpSender | null = config.smtpUrl
    ? new SmtpSender(config.smtpUrl, config.smtpFrom ?? CONFIG_DEFAULTS.smtpFrom)
    : outbox;
  return {
    sms,
    email,
    outbox,
    close: async () => {
      await sms.close?.();
      await email?.close?.();
    },
  };
}

export function senderFor(senders: OtpSenders, channel: OtpChannel): OtpSender | null {
  return channel === 'sms' ? senders.sms : senders.email;
}
