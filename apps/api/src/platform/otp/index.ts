import type { Config } from '#api/config';
import { CONFIG_DEFAULTS } from '#api/config';
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
  if (config.smsUrl && !config.smsKey)
    throw new Error('SMS_URL is set but SMS_KEY is missing: set both to send SMS codes.');
  if (production && !config.smsUrl) {
    throw new Error(
      'Production mode needs an SMS sender for sign-in codes: set SMS_URL and SMS_KEY (see apps/api/src/platform/otp/sms-http.ts). The dev outbox is never used in production.',
    );
  }
  if (production && config.smtpUrl && !config.smtpFrom) {
    throw new Error('SMTP_URL is set but SMTP_FROM is missing: set the sender address of code e-mails.');
  }
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
