import type { SendType } from '@salon/domain';

/** How a code goes out: the domain's send types. */
export type OtpChannel = SendType;

/** One code to deliver. `text` is the whole SMS, or the e-mail body with `subject`. */
export interface OtpMessage {
  channel: OtpChannel;
  /** E.164 phone for sms, an e-mail address for email. */
  to: string;
  code: string;
  subject: string;
  text: string;
}

/** Delivers codes over one channel. Errors must not carry the code; callers log only their name. */
export interface OtpSender {
  readonly kind: 'smtp' | 'sms-http' | 'dev-outbox';
  send(message: OtpMessage): Promise<void>;
  close?(): Promise<void>;
}

/** Thrown by senders; the message names the provider's answer, never the recipient or the code. */
export class OtpSendError extends Error {
  override readonly name = 'OtpSendError';
}
